import type { PageKit } from './page-kit';

/** Runs in the page: the labels of a list of facts set too small, and a fallback repeated where nothing leads on. */
export function factListProblems({ describe, visible, clipped }: PageKit) {
	// The labels of a list of facts (a class page's strip, a plan's) are read at a glance: 12 px at least.
	const smallLabels: string[] = [];
	for (const term of document.querySelectorAll('dt')) {
		const size = parseFloat(getComputedStyle(term).fontSize);
		if (visible(term) && !clipped(term) && size < 12) smallLabels.push(`${describe(term)} is set at ${size} px`);
	}

	// A list of facts where one value in words stands in several cells (a fallback, "Ask us") reads as empty unless each
	// is a way to find out: a link. Figures may repeat (a class at the same time on several days).
	const blankFacts: string[] = [];
	for (const list of document.querySelectorAll('dl')) {
		const values = [...list.querySelectorAll('dd')].filter(visible);
		for (const value of values) {
			const text = (value.textContent ?? '').trim();
			if (/\d/.test(text) || value.querySelector('a[href]')) continue;
			if (values.filter((other) => (other.textContent ?? '').trim() === text).length > 1)
				blankFacts.push(`${describe(value)} says the same as another cell of its list, with nowhere to ask`);
		}
	}

	return { smallLabels, blankFacts: [...new Set(blankFacts)] };
}
