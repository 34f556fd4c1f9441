import type { PageKit } from './page-kit';

/**
 * Runs in the page: controls that do not read as what they are. A box drawn as a button that is no control, filter
 * chips that wrap one chip onto a row of its own, a toggle of a section of cards too small to be its call to action,
 * and a link or button in the site's header whose label breaks across lines.
 */
export function controlProblems({ describe, visible, clipped, srOnly, glyphRects }: PageKit) {
	// Styled like a button (a short, padded, rounded chip with a fill or an outline) but neither a link nor a control.
	const fakeButtons: string[] = [];
	const controls = 'a[href], button, summary, input, select, textarea, label, [role="button"], [role="link"], [tabindex]';
	for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
		if (el.matches(controls) || el.closest(controls) || el.querySelector(controls) || !visible(el)) continue;
		if (el.closest('[aria-hidden="true"]') || clipped(el)) continue;
		const style = getComputedStyle(el);
		const rect = el.getBoundingClientRect();
		const text = (el.textContent ?? '').trim();
		if (!text || text.length > 40 || el.children.length > 1 || rect.height < 20 || rect.height > 64 || rect.width > 360) continue;
		const radius = parseFloat(style.borderTopLeftRadius);
		const outlined = parseFloat(style.borderTopWidth) >= 1 && parseFloat(style.borderRightWidth) >= 1 && style.borderTopStyle !== 'none';
		const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
		const padded = parseFloat(style.paddingLeft) >= 6 && parseFloat(style.paddingTop) >= 2;
		if (radius >= 3 && padded && (outlined || filled)) fakeButtons.push(describe(el));
	}

	// A row of filter chips (radio buttons drawn as labels) that wraps leaves no chip alone on its last row.
	const loneChips: string[] = [];
	for (const row of document.querySelectorAll('*')) {
		const chips = [...row.children].filter(visible);
		if (chips.length < 3 || !chips.every((chip) => chip.matches('label') && chip.querySelector('input[type="radio"]'))) continue;
		const tops = chips.map((chip) => Math.round(chip.getBoundingClientRect().top));
		const lines = [...new Set(tops)];
		if (lines.length > 1 && tops.filter((top) => top === lines.at(-1)).length === 1)
			loneChips.push(`${describe(row)} wraps onto ${lines.length} rows, the last holding one chip`);
	}

	// A toggle that folds away a section of cards (three or more articles) is the section's call to action: a box at
	// least 48 px tall across most of its column, saying how many it shows.
	const quietToggles: string[] = [];
	for (const toggle of document.querySelectorAll<HTMLElement>('button[aria-controls]')) {
		const cards = document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.querySelectorAll('article').length ?? 0;
		if (cards < 3 || !visible(toggle) || !toggle.parentElement) continue;
		const { width, height } = toggle.getBoundingClientRect();
		const room = toggle.parentElement.getBoundingClientRect().width;
		if (height < 48 || width < room * 0.6 || !(toggle.textContent ?? '').includes(`${cards}`))
			quietToggles.push(
				`${describe(toggle)} folds away ${cards} cards: ${Math.round(width)} × ${Math.round(height)} px of ${Math.round(room)}`,
			);
	}

	// A label in the site's header, its bar or its phone menu (ABOUT US, JOIN NOW), reads as one name on one line: its
	// words drawn on two rows read as two links.
	const wrappedLabels: string[] = [];
	for (const control of document.querySelectorAll<HTMLElement>('header:not(main *) :is(a, button)')) {
		if (!visible(control) || clipped(control)) continue;
		const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
		const rects: DOMRect[] = [];
		for (let node = walker.nextNode(); node; node = walker.nextNode())
			if (node.parentElement && !srOnly(node.parentElement)) rects.push(...glyphRects(node));
		// A new row starts where a glyph starts below every glyph above it.
		let rows = 0;
		let bottom = -Infinity;
		for (const rect of rects.sort((a, b) => a.top - b.top)) {
			if (rect.top >= bottom - 1) rows++;
			bottom = Math.max(bottom, rect.bottom);
		}
		if (rows > 1) wrappedLabels.push(`${describe(control)} breaks onto ${rows} lines`);
	}

	return { fakeButtons, loneChips, quietToggles, wrappedLabels };
}
