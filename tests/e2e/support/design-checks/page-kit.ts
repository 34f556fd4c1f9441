/** What the design checks share, measured in the page once per run (designProblems). */
export interface PageKit {
	/** An element as a problem names it: its tag, its id and its first words. */
	describe: (el: Element) => string;
	visible: (el: Element) => boolean;
	/** Cut on purpose: screen-reader-only text, or anything inside a scroller or a clipping box. */
	clipped: (el: Element | null) => boolean;
	/** Screen-reader-only: clipped, or a box of a pixel placed absolutely, in itself or an ancestor. */
	srOnly: (el: Element) => boolean;
	/** The boxes of a node's glyphs, without the white space at its ends (a space is drawn only between words). */
	glyphRects: (node: Node) => DOMRect[];
	/** The page's visible text, outside scripts, styles, templates and SVG. */
	textNodes: Text[];
	/** The width of the view, without its scroll bar. */
	viewport: number;
}

/** Runs in the page: the helpers and measures every check reads (no import reaches the page, so each check gets them). */
export function pageKit(): PageKit {
	const describe = (el: Element) => {
		const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
		const id = el.id ? `#${el.id}` : '';
		return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
	};
	const clipped = (el: Element | null): boolean => {
		for (let at = el; at && at !== document.body; at = at.parentElement) {
			const style = getComputedStyle(at);
			if (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none') return true;
		}
		return false;
	};
	const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
	const srOnly = (el: Element) => {
		for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
			const style = getComputedStyle(at);
			if (style.clip !== 'auto' || style.clipPath !== 'none' || (at.clientWidth <= 1 && style.position === 'absolute')) return true;
		}
		return false;
	};
	const glyphRects = (node: Node) => {
		const range = document.createRange();
		range.selectNodeContents(node);
		if (node instanceof Text) {
			const text = node.data;
			range.setStart(node, text.length - text.trimStart().length);
			range.setEnd(node, text.trimEnd().length);
		}
		return [...range.getClientRects()].filter((r) => r.width > 0);
	};
	const textNodes: Text[] = [];
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		const parent = node.parentElement;
		if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template, svg')) continue;
		if (visible(parent)) textNodes.push(node as Text);
	}

	return { describe, visible, clipped, srOnly, glyphRects, textNodes, viewport: document.documentElement.clientWidth };
}
