import type { Locator } from '@playwright/test';

// What staff type is what visitors read, whatever the characters. The lines a coach might write: MDX would
// read <80% and {tempo …} as code; Markdown would read a leading # as a heading, - as a list, &amp; as &.
export const sample = '5 sets at <80% of your 1RM, rest 2-3 min {tempo 3-1-1}, and keep RPE<8.';
export const specialLines = [
	sample,
	'# Chalk & tape > bare hands, R&amp;D',
	'- bring a towel, not a list',
	'Book at https://example.com/book_now or write to coach@example.com 💪🏋️',
];
/** One line of words fields take: the sample, a leading - and the rest. */
export const specialLine = `- ${sample} & R&amp;D > 💪 coach@example.com`;

/**
 * The text a visitor sees in an element, with its line breaks: whitespace collapsed as the page draws it, and the
 * words only screen readers hear (drawn in a 1 px box out of the flow, such as "opens in a new tab") left out.
 */
export const visibleText = (element: Locator) =>
	element.evaluate((root) => {
		let out = '';
		const walk = (node: Node) => {
			for (const child of node.childNodes) {
				if (child.nodeType === Node.TEXT_NODE) out += (child.textContent ?? '').replace(/\s+/g, ' ');
				else if (child.nodeName === 'BR') out += '\n';
				else if (child instanceof Element) {
					const { width, height } = child.getBoundingClientRect();
					if (getComputedStyle(child).position !== 'absolute' || width > 1 || height > 1) walk(child);
				}
			}
		};
		walk(root);
		return out.replace(/ *\n */g, '\n').trim();
	});
