import type { PageKit } from './page-kit';

/** Runs in the page: words printed over artwork, portraits too small or not 4:5, and one picture drawn twice. */
export function pictureProblems({ describe, visible, glyphRects, textNodes, viewport }: PageKit) {
	// Text printed over a picture: a heading's or paragraph's glyphs inside the box of an image, a video or a
	// background picture, with no opaque panel between them. Icons and logos (under 64 px) are not artwork; a full-bleed
	// backdrop composed to keep the text side clear says so with data-backdrop (the home hero).
	const textOnArt = new Set<string>();
	const opaque = (el: Element) => {
		const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
		const alpha = match?.[1]?.split(',')[3];
		return Boolean(match) && (alpha === undefined || parseFloat(alpha) >= 0.99);
	};
	const artworks = [...document.body.querySelectorAll<HTMLElement>('img, video, canvas, *')].filter((el) => {
		const isArt = el.matches('img, video, canvas') || /url\(/.test(getComputedStyle(el).backgroundImage);
		if (!isArt || !visible(el) || el.closest('[data-backdrop], [aria-hidden="true"]:not(img, video)')) return false;
		const { width, height } = el.getBoundingClientRect();
		return width >= 64 && height >= 64 && parseFloat(getComputedStyle(el).opacity) > 0;
	});
	for (const node of textNodes) {
		const parent = node.parentElement!;
		const block = parent.closest('h1, h2, h3, h4, h5, h6, p');
		if (!block) continue;
		const glyphs = glyphRects(node);
		for (const art of artworks) {
			if (art.contains(parent)) continue;
			const a = art.getBoundingClientRect();
			const hit = glyphs.some(
				(g) => Math.min(g.right, a.right) - Math.max(g.left, a.left) > 2 && Math.min(g.bottom, a.bottom) - Math.max(g.top, a.top) > 2,
			);
			if (!hit) continue;
			// An opaque panel that holds the text but not the picture hides the picture behind the words.
			let panel = false;
			for (let at: Element | null = parent; at && !at.contains(art); at = at.parentElement) if (opaque(at)) panel = true;
			if (!panel) textOnArt.add(`${describe(block)} sits on <${art.tagName.toLowerCase()}> ${art.getAttribute('alt') ?? ''}`.trim());
		}
	}

	// Portraits (team cards) 4:5 and large enough to show a face: 140 px wide on a phone, 200 px on a wide screen.
	const smallPortraits: string[] = [];
	const portraitWidth = viewport < 640 ? 140 : viewport >= 1280 ? 200 : 0;
	for (const img of document.querySelectorAll<HTMLElement>('[data-portrait]')) {
		if (!visible(img)) continue;
		const { width, height } = img.getBoundingClientRect();
		if (width < portraitWidth || Math.abs(width / height - 0.8) > 0.02)
			smallPortraits.push(`a portrait of ${Math.round(width)} × ${Math.round(height)} px (${img.getAttribute('alt') ?? ''})`);
	}

	// Each picture at most once on a page: two slots drawing one file (at any width or format) read as a stand-in reused.
	// A file's address keeps its name and the build's hash of the source before the variant's (name.HASH_variant.avif).
	const repeatedPictures: string[] = [];
	const pictures = new Map<string, string>();
	for (const img of document.querySelectorAll('img')) {
		const src = img.getAttribute('src') ?? '';
		if (!visible(img) || img.getBoundingClientRect().width < 120 || !/\.(avif|webp|jpe?g|png)(\?|$)/i.test(src)) continue;
		const file = src.split('?')[0]?.split('/').pop() ?? src;
		const source = /^([^.]+\.[\w-]{8})_/.exec(file)?.[1] ?? file;
		const seen = pictures.get(source);
		if (seen) repeatedPictures.push(`<img> "${img.alt.slice(0, 40)}" draws ${source} again, shown first as "${seen.slice(0, 40)}"`);
		else pictures.set(source, img.alt);
	}

	return { textOnArt: [...textOnArt], smallPortraits, repeatedPictures };
}
