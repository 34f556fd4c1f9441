import type { PageKit } from './page-kit';

/**
 * Runs in the page: words that do not fit as drawn. Text wider than its box or the view, a hyphenated word or a
 * heading's word broken across lines, a plan's price parted from its period, two words drawn as one, and a badge cut
 * short or run past its column.
 */
export function textFitProblems({ describe, visible, clipped, srOnly, glyphRects, textNodes, viewport }: PageKit) {
	const inline = (el: Element) => ['inline', 'contents'].includes(getComputedStyle(el).display);
	const box = (el: Element): Element => (inline(el) && el.parentElement ? box(el.parentElement) : el);
	const overflowing = new Set<string>();
	const splitWords = new Set<string>();
	const brokenHeadingWords = new Set<string>();
	for (const node of textNodes) {
		const parent = node.parentElement!;
		if (clipped(parent)) continue;
		const container = box(parent);
		const { left, right } = container.getBoundingClientRect();
		const range = document.createRange();
		range.selectNodeContents(node);
		for (const rect of range.getClientRects()) {
			if (rect.width === 0) continue;
			if (rect.right > right + 1 || rect.left < left - 1 || rect.right > viewport + 1 || rect.left < -1)
				overflowing.add(`${describe(container)} runs ${Math.round(Math.max(rect.right - right, left - rect.left))} px out of its box`);
		}
		// A hyphenated word drawn on two lines: its pieces sit on different rows.
		for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
			const word = document.createRange();
			word.setStart(node, match.index);
			word.setEnd(node, match.index + match[0].length);
			const tops = new Set([...word.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
			if (tops.size > 1) splitWords.add(`"${match[0]}" in ${describe(container)}`);
		}
		// A heading's word broken across two lines (a first visit whose fallback face ran wider than Oswald did so).
		if (parent.closest('h1, h2, h3')) {
			for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
				const word = document.createRange();
				word.setStart(node, match.index);
				word.setEnd(node, match.index + match[0].length);
				const tops = new Set([...word.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
				if (tops.size > 1) brokenHeadingWords.add(`"${match[0]}" in ${describe(parent.closest('h1, h2, h3')!)}`);
			}
		}
	}

	// Each plan card's price and its period on one line ("£69 per month", never "£69 per / month").
	const splitPrices: string[] = [];
	for (const price of document.querySelectorAll('[data-plan-price]')) {
		const period = price.parentElement?.querySelector('[data-plan-period]');
		if (!period) continue;
		const priceRect = price.getBoundingClientRect();
		const periodRects = [...period.getClientRects()].filter((r) => r.width > 0);
		const sameLine = periodRects.length === 1 && periodRects.every((r) => r.bottom > priceRect.top && r.top < priceRect.bottom);
		if (!sameLine) splitPrices.push(`"${price.textContent?.trim()}${period.textContent}" breaks across lines`);
	}

	// Two words of the source drawn as one ("WRITETOUS" for "Write to us"): in a flex or grid box each child element is
	// a box of its own, and the space between it and the text beside it is not drawn. So wherever the source has a
	// space between two children on one row, their glyphs must stand at least a fifth of the font size apart.
	const joinedWords = new Set<string>();
	for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
		if (!/^(inline-)?(flex|grid)$/.test(getComputedStyle(el).display) || !visible(el) || clipped(el)) continue;
		// Absolutely placed children (screen-reader-only words among them) are not on the row.
		const inFlow = (n: ChildNode) =>
			n.nodeType === Node.TEXT_NODE || (n instanceof Element && !['absolute', 'fixed'].includes(getComputedStyle(n).position));
		const nodes = [...el.childNodes].filter(inFlow);
		nodes.forEach((node, i) => {
			const next = nodes.slice(i + 1).find((n) => n.textContent?.trim());
			// The defect is a run of text beside an element; two elements side by side are laid out by their own margins.
			if (!next || !node.textContent?.trim() || (!(node instanceof Text) && !(next instanceof Text))) return;
			const between = nodes
				.slice(i + 1, nodes.indexOf(next))
				.map((n) => n.textContent)
				.join('');
			if (!/\s$/.test(node.textContent) && !/^\s/.test(next.textContent ?? '') && !/\s/.test(between)) return;
			const before = glyphRects(node).at(-1);
			const after = glyphRects(next)[0];
			if (!before || !after || after.top >= before.bottom || after.bottom <= before.top) return;
			if (after.left - before.right < parseFloat(getComputedStyle(el).fontSize) / 5)
				joinedWords.add(`"${node.textContent.trim()}" and "${next.textContent?.trim()}" touch in ${describe(el)}`);
		});
	}

	// A badge, pill or label ("Today", "Next", "Sold out"): short text that must show whole. It is cut when its own box
	// hides what overflows it ("Toda"), or drawn past the edge of its column, where the next column covers it.
	const clippedBadges = new Set<string>();
	const short = (el: Element) => {
		const text = (el.textContent ?? '').trim();
		return text.length > 0 && text.length <= 30 && [...el.children].every((child) => !child.textContent?.trim());
	};
	// A box of `display: contents` draws nothing: its children stand in the grid in its place.
	const boxless = (el: Element) => getComputedStyle(el).display === 'contents';
	const boxParent = (el: Element) => {
		let parent = el.parentElement;
		while (parent && boxless(parent)) parent = parent.parentElement;
		return parent;
	};
	const column = (el: Element) => {
		for (let at = boxParent(el); at && at !== document.body; at = boxParent(at)) {
			const parent = boxParent(at);
			if (parent && getComputedStyle(parent).display.endsWith('grid')) return at;
		}
		return undefined;
	};
	for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
		if (!short(el) || !visible(el) || el.closest('script, style, noscript, template, svg') || srOnly(el)) continue;
		const style = getComputedStyle(el);
		const hides = style.overflowX !== 'visible' && !['auto', 'scroll'].includes(style.overflowX);
		if (hides && el.scrollWidth > el.clientWidth + 1) {
			clippedBadges.add(`${describe(el)} is cut to ${el.clientWidth} of ${el.scrollWidth} px`);
			continue;
		}
		const edges = column(el)?.getBoundingClientRect();
		if (!edges) continue;
		const range = document.createRange();
		range.selectNodeContents(el);
		const out = [...range.getClientRects()].filter((r) => r.width > 0).some((r) => r.right > edges.right + 1 || r.left < edges.left - 1);
		if (out) clippedBadges.add(`${describe(el)} runs past the edge of its column`);
	}

	return {
		overflowing: [...overflowing],
		splitWords: [...splitWords],
		brokenHeadingWords: [...brokenHeadingWords],
		splitPrices,
		joinedWords: [...joinedWords],
		clippedBadges: [...clippedBadges],
	};
}
