import type { Page } from '@playwright/test';
import { gridColumns } from '@/components/ui/grid-columns';

// Layout defects a design review found by eye. tests/e2e/gates/network.spec.ts runs them on every page at a
// phone and a desktop width, with every disclosure open, on the same load as its network checks;
// tests/e2e/gates/design.spec.ts shows that each check catches its defect.

export interface DesignProblems {
	overflowing: string[];
	splitWords: string[];
	fakeButtons: string[];
	splitPrices: string[];
	joinedWords: string[];
	clippedBadges: string[];
	textOnArt: string[];
	orphanRows: string[];
	emptyBoxes: string[];
	brokenHeadingWords: string[];
	stretchedDays: string[];
	smallPortraits: string[];
	noFirstScreenAction: string[];
	unmatchedFallback: string[];
	smallLabels: string[];
	tallBars: string[];
	repeatedPictures: string[];
	unmarkedFinished: string[];
	deadColumns: string[];
	greyedClasses: string[];
	loneChips: string[];
	quietToggles: string[];
	blankFacts: string[];
}

/** A card grid as drawn: how many cards, how many in the first and the last row, and where the last row starts. */
interface GridLayout {
	name: string;
	count: number;
	columns: number;
	lastRow: number;
	/** The last row starts at the grid's left edge, under the rows above, rather than centred or pushed right. */
	leftAligned: boolean;
}

/** Runs in the page: every check over the rendered layout, as readable one-line problems. */
function findDesignProblems(): Omit<DesignProblems, 'orphanRows'> & { grids: GridLayout[] } {
	const describe = (el: Element) => {
		const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
		const id = el.id ? `#${el.id}` : '';
		return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
	};
	const inline = (el: Element) => ['inline', 'contents'].includes(getComputedStyle(el).display);
	const box = (el: Element): Element => (inline(el) && el.parentElement ? box(el.parentElement) : el);
	// Screen-reader-only text and anything inside a scroller or a clipping box is cut on purpose.
	const clipped = (el: Element | null): boolean => {
		for (let at = el; at && at !== document.body; at = at.parentElement) {
			const style = getComputedStyle(at);
			if (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none') return true;
		}
		return false;
	};
	const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
	const textNodes: Text[] = [];
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		const parent = node.parentElement;
		if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template, svg')) continue;
		if (visible(parent)) textNodes.push(node as Text);
	}

	const overflowing = new Set<string>();
	const splitWords = new Set<string>();
	const brokenHeadingWords = new Set<string>();
	const viewport = document.documentElement.clientWidth;
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
	// The boxes of a node's glyphs, without the white space at its ends (a space is drawn only between words).
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
	const column = (el: Element) => {
		for (let at = el.parentElement; at && at !== document.body; at = at.parentElement)
			if (at.parentElement && getComputedStyle(at.parentElement).display.endsWith('grid')) return at;
		return undefined;
	};
	const srOnly = (el: Element) => {
		for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
			const style = getComputedStyle(at);
			if (style.clip !== 'auto' || style.clipPath !== 'none' || (at.clientWidth <= 1 && style.position === 'absolute')) return true;
		}
		return false;
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

	// Card grids (grid or wrapping flex boxes of two or more columns whose children, two or more, are same-width boxes
	// of one kind of element, at least 96 px each way), as laid out, for the orphan-row check in designProblems.
	const grids: GridLayout[] = [];
	for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
		const style = getComputedStyle(el);
		const grid = /grid$/.test(style.display);
		if (!(grid || (/flex$/.test(style.display) && style.flexWrap === 'wrap')) || !visible(el) || clipped(el.parentElement)) continue;
		const cards = [...el.children].filter((c) => visible(c) && !['absolute', 'fixed'].includes(getComputedStyle(c).position));
		// Cards are alike: one kind of element. A layout grid of unlike parts (a box, a list, a group of links) is not a
		// row of cards, however wide its columns.
		if (new Set(cards.map((c) => c.tagName)).size > 1) continue;
		const rects = cards.map((c) => c.getBoundingClientRect());
		if (rects.length < 2 || rects.some((r) => r.width < 96 || r.height < 96 || Math.abs(r.width - (rects[0]?.width ?? 0)) > 2)) continue;
		// Cards share a row when they overlap vertically (a row may align its cards to their centres).
		const rows: DOMRect[][] = [];
		for (const r of [...rects].sort((a, b) => a.top - b.top)) {
			const row = rows.at(-1);
			if (row && r.top < Math.max(...row.map((c) => c.bottom)) - 1) row.push(r);
			else rows.push([r]);
		}
		const [first] = rows;
		const last = rows.at(-1);
		// A grid's columns are its tracks, filled or not; a wrapping flex box's are the cards of its first row.
		const columns = grid ? style.gridTemplateColumns.split(' ').filter(Boolean).length : (first?.length ?? 0);
		if (!first || !last || columns < 2) continue;
		const box = el.getBoundingClientRect();
		const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
		const gapLeft = Math.min(...last.map((r) => r.left)) - left;
		grids.push({ name: describe(el), count: rects.length, columns, lastRow: last.length, leftAligned: gapLeft <= 2 });
	}

	// A box that holds its place but shows nothing: no words, no picture, no control (a row reserved for words a script
	// never wrote, a picture frame left empty). Padding rows that are empty on purpose say so with aria-hidden (the
	// timetable's blank slots); overlays and backdrops (placed absolutely, or a background picture) are not boxes of
	// content. Only the outermost empty box is named.
	const emptyBoxes: string[] = [];
	const media = 'img, svg, video, canvas, iframe, picture, input, select, textarea, object, embed, hr';
	const empty = (el: Element) => !(el.textContent ?? '').trim() && !el.matches(media) && !el.querySelector(media);
	for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
		if (!visible(el) || !empty(el) || el.closest('[aria-hidden="true"], [role="presentation"], script, style, template, noscript'))
			continue;
		const style = getComputedStyle(el);
		if (['absolute', 'fixed'].includes(style.position) || style.backgroundImage !== 'none' || srOnly(el)) continue;
		const rect = el.getBoundingClientRect();
		if (rect.height < 24 || rect.width < 24 || (el.parentElement && el.parentElement !== document.body && empty(el.parentElement)))
			continue;
		emptyBoxes.push(
			`<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> of ${Math.round(rect.width)} × ${Math.round(rect.height)} px in ${describe(el.parentElement ?? el)}`,
		);
	}

	// Where one day shows at a time (a phone), each timetable day card is as tall as its own classes: no blank rows
	// or stretching to the longest day's height.
	const stretchedDays: string[] = [];
	if (viewport < 640) {
		for (const card of document.querySelectorAll<HTMLElement>('[data-weekday]')) {
			// A phone shows one day at a time; the days it hides have no size to judge.
			if (!visible(card)) continue;
			const inner = [...card.children].filter(visible).map((child) => child.getBoundingClientRect().bottom);
			const empty = card.getBoundingClientRect().bottom - parseFloat(getComputedStyle(card).borderBottomWidth) - Math.max(...inner);
			if (empty > 8) stretchedDays.push(`${describe(card)} has ${Math.round(empty)} px of empty card under its last class`);
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

	// A class page's main action (the primary button) is on the first screen of a phone, before any scrolling.
	const noFirstScreenAction: string[] = [];
	if (viewport < 640 && location.pathname.startsWith('/classes/')) {
		const first = [...document.querySelectorAll('main .button-primary')].filter(visible).map((el) => el.getBoundingClientRect());
		if (!first.some((rect) => rect.bottom + scrollY <= innerHeight))
			noFirstScreenAction.push(
				`the first primary button ends ${Math.round(Math.min(...first.map((r) => r.bottom + scrollY)))} px down, below the ${innerHeight} px screen`,
			);
	}

	// The heading face's fallbacks are matched to its measure: a @font-face with size-adjust and ascent-override named
	// in the headings' font stack, so a first visit without the font keeps the same line breaks.
	const unmatchedFallback: string[] = [];
	const heading = document.querySelector('h1');
	if (heading) {
		const faces = [...document.styleSheets].flatMap((sheet) => {
			try {
				return [...sheet.cssRules].filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
			} catch {
				return [];
			}
		});
		const matched = new Set(
			faces
				.filter((face) => face.style.getPropertyValue('size-adjust') && face.style.getPropertyValue('ascent-override'))
				.map((face) => face.style.getPropertyValue('font-family').replaceAll(/["']/g, '').trim()),
		);
		const stack = getComputedStyle(heading)
			.fontFamily.split(',')
			.map((name) => name.replaceAll(/["']/g, '').trim());
		if (!stack.slice(1).some((name) => matched.has(name)))
			unmatchedFallback.push(`the headings' fonts (${stack.join(', ')}) name no fallback with size-adjust and ascent-override`);
		// Only a condensed face can stand in for a condensed heading face: each platform's own is named, matched.
		const sources = faces
			.filter((face) => matched.has(face.style.getPropertyValue('font-family').replaceAll(/["']/g, '').trim()))
			.filter((face) => stack.includes(face.style.getPropertyValue('font-family').replaceAll(/["']/g, '').trim()))
			.map((face) => face.style.getPropertyValue('src'));
		const platforms = {
			Android: /Roboto ?Condensed/i,
			Apple: /Avenir ?Next ?Condensed|Helvetica ?Neue ?Condensed/i,
			Windows: /Bahnschrift|Arial ?Narrow/i,
			Linux: /DejaVu ?Sans ?Condensed|Liberation ?Sans ?Narrow|Nimbus ?Sans ?Narrow/i,
		};
		for (const [platform, face] of Object.entries(platforms))
			if (!sources.some((src) => face.test(src))) unmatchedFallback.push(`no matched condensed fallback for ${platform}`);
	}

	// The labels of a list of facts (a class page's strip, a plan's) are read at a glance: 12 px at least.
	const smallLabels: string[] = [];
	for (const term of document.querySelectorAll('dt')) {
		const size = parseFloat(getComputedStyle(term).fontSize);
		if (visible(term) && !clipped(term) && size < 12) smallLabels.push(`${describe(term)} is set at ${size} px`);
	}

	// A bar kept at the foot of the view (fixed there, or sticky to the bottom: the phone's action bar) covers at most a
	// quarter of it, wherever the page is scrolled. A fixed box's resolved insets are lengths, so it is placed by where it
	// stands; a sticky one keeps `auto` unless it sticks to that side.
	const tallBars: string[] = [];
	for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
		const { position, bottom } = getComputedStyle(el);
		if (!['fixed', 'sticky'].includes(position) || !visible(el)) continue;
		const { top, height } = el.getBoundingClientRect();
		const atFoot = position === 'sticky' ? bottom !== 'auto' : top > 0 && top + height >= innerHeight - 1;
		if (atFoot && height > innerHeight / 4)
			tallBars.push(`${describe(el)} stays at the foot of the view, ${Math.round(height)} of its ${innerHeight} px`);
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

	// Today's classes already over on the timetable (data-status="done") say so without colour: the word is read out,
	// and the time is struck through, a mark forced colours keep.
	const unmarkedFinished: string[] = [];
	for (const slot of document.querySelectorAll<HTMLElement>('[data-slot][data-status="done"]')) {
		if (!visible(slot)) continue;
		const badge = slot.querySelector<HTMLElement>('[data-slot-status]');
		const time = slot.querySelector('time')?.parentElement;
		const said = badge && visible(badge) && (badge.textContent ?? '').trim() !== '';
		const struck = time && getComputedStyle(time).textDecorationLine.includes('line-through');
		if (!said || !struck)
			unmarkedFinished.push(
				`${describe(slot)} is over but ${said ? '' : 'says nothing'}${!said && !struck ? ' and ' : ''}${struck ? '' : 'is not struck through'}`,
			);
	}

	// A class page on a wide screen fills the header's column: no long run down the page where the text and its cards
	// stop short of the right edge with nothing beside them. Every box drawn in <main> (a fill, a border, a picture, a
	// line of text) is measured; a sticky one counts down to the end of the box it sticks in, as it follows the scroll.
	const deadColumns: string[] = [];
	// The site header's column, inside its gutters.
	const bar = document.querySelector('header')?.firstElementChild;
	const barBox = bar?.getBoundingClientRect();
	const headerColumn = bar &&
		barBox && {
			left: barBox.left + parseFloat(getComputedStyle(bar).paddingLeft),
			right: barBox.right - parseFloat(getComputedStyle(bar).paddingRight),
			width: barBox.width - parseFloat(getComputedStyle(bar).paddingLeft) - parseFloat(getComputedStyle(bar).paddingRight),
		};
	const main = document.querySelector('main');
	if (viewport >= 1280 && location.pathname.startsWith('/classes/') && headerColumn && main) {
		const drawn: { left: number; right: number; top: number; bottom: number }[] = [];
		const add = (r: DOMRect, until = r.bottom) => {
			if (r.width > 0 && r.height > 0 && r.width < headerColumn.width * 0.95)
				drawn.push({ left: r.left, right: r.right, top: r.top + scrollY, bottom: until + scrollY });
		};
		for (const el of main.querySelectorAll<HTMLElement>('*')) {
			if (!visible(el) || el.closest('[aria-hidden="true"]')) continue;
			const style = getComputedStyle(el);
			const painted =
				el.matches('img, video, svg, picture') ||
				!/rgba\(.*,\s*0\)$|transparent/.test(style.backgroundColor) ||
				(parseFloat(style.borderRightWidth) > 0 && style.borderRightStyle !== 'none');
			const until = style.position === 'sticky' ? el.parentElement?.getBoundingClientRect().bottom : undefined;
			if (painted) add(el.getBoundingClientRect(), until);
		}
		for (const node of textNodes) if (main.contains(node)) for (const rect of glyphRects(node)) add(rect);
		const reach = headerColumn.right - headerColumn.width * 0.1;
		let start: number | undefined;
		const first = main.getBoundingClientRect().top + scrollY + innerHeight;
		const end = main.getBoundingClientRect().bottom + scrollY;
		for (let y = first; y <= end; y += 50) {
			const band = drawn.filter((r) => r.top < y + 50 && r.bottom > y);
			const leftOnly = band.some((r) => r.left < headerColumn.left + headerColumn.width * 0.1) && !band.some((r) => r.right >= reach);
			if (leftOnly) start ??= y;
			if ((!leftOnly || y + 50 > end) && start !== undefined) {
				if (y - start >= 600)
					deadColumns.push(`from ${Math.round(start)} to ${Math.round(y)} px down, nothing reaches the right of the header's column`);
				start = undefined;
			}
		}
	}

	// Every class on the timetable is named in one ink, with a page or without: only a class that is over or cancelled
	// is greyed. One without a page still differs from a link by more than colour (no underline).
	const greyedClasses: string[] = [];
	const names = [...document.querySelectorAll<HTMLElement>('[data-slot]:not([data-status])')].flatMap((slot) => {
		const name = slot.querySelector('time')?.parentElement?.nextElementSibling;
		return name instanceof HTMLElement && visible(name) ? [name] : [];
	});
	const links = names.filter((name) => name.matches('a'));
	const ink = links[0] && getComputedStyle(links[0]).color;
	for (const name of names.filter((el) => !el.matches('a'))) {
		const style = getComputedStyle(name);
		if (ink && style.color !== ink) greyedClasses.push(`${describe(name)} is drawn in ${style.color}, the linked classes in ${ink}`);
		if (links[0] && style.textDecorationLine === getComputedStyle(links[0]).textDecorationLine)
			greyedClasses.push(`${describe(name)} has no page but is underlined like a link`);
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

	// A list of facts where one value in words stands in several cells (a fallback, "Ask us") reads as empty unless each is
	// a way to find out: a link. Figures may repeat (a class at the same time on several days).
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

	return {
		deadColumns,
		greyedClasses: [...new Set(greyedClasses)],
		loneChips,
		quietToggles,
		blankFacts: [...new Set(blankFacts)],
		repeatedPictures,
		unmarkedFinished,
		smallLabels,
		tallBars,
		brokenHeadingWords: [...brokenHeadingWords],
		stretchedDays,
		smallPortraits,
		noFirstScreenAction,
		unmatchedFallback,
		emptyBoxes,
		overflowing: [...overflowing],
		splitWords: [...splitWords],
		fakeButtons,
		splitPrices,
		joinedWords: [...joinedWords],
		clippedBadges: [...clippedBadges],
		textOnArt: [...textOnArt],
		grids,
	};
}

/**
 * A card grid whose last row is left short when the count allows better: a lone card (or a short row) where fewer
 * columns would fill the rows, or a short last row that does not start at the left edge (a centred part-row reads as
 * a mistake in a left-aligned page).
 */
export function orphanRows(grids: GridLayout[]): string[] {
	const problems: string[] = [];
	for (const { name, count, columns, lastRow, leftAligned } of grids) {
		if (lastRow === columns) continue;
		const best = gridColumns(count, columns);
		if (best !== columns)
			problems.push(`${name}: ${count} cards in ${columns} columns leave ${lastRow} on the last row (${best} columns fit better)`);
		else if (!leftAligned) problems.push(`${name}: the last row of ${lastRow} of ${count} cards does not start at the left`);
	}
	return problems;
}

/** The layout defects on the page as it is now, once its fonts have loaded. */
export async function designProblems(page: Page): Promise<DesignProblems> {
	await page.evaluate(() => document.fonts.ready);
	const { grids, ...found } = await page.evaluate(findDesignProblems);
	return { ...found, orphanRows: orphanRows(grids) };
}

/** One look a call to action takes: its tier (a box, or a text link) and the computed style that tells them apart. */
export interface ButtonStyle {
	style: string;
	/** The first control seen with it, e.g. `<a> "E-mail us"`. */
	example: string;
}

/**
 * Runs in the page: the distinct looks of its calls to action. A call to action is a link or button (not a menu,
 * footer or breadcrumb link, a toggle, a tab or a disabled control, an icon or a picture) that is either drawn as a
 * button (a padded, rounded box with a fill or an outline) or stands on its own as a text link (a box of its own, with
 * no other words beside it). Size is layout, not style: two sizes of one button are one style. `scope`, a selector,
 * looks only inside it.
 */
function findButtonStyles(scope: string | null): ButtonStyle[] {
	const styles = new Map<string, string>();
	const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
	for (const el of document.body.querySelectorAll<HTMLElement>(scope ? `${scope} :is(a[href], button)` : 'a[href], button')) {
		if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
		// Screen-reader-only until focused (the skip link).
		const { clip, clipPath } = getComputedStyle(el);
		if (el.getBoundingClientRect().width <= 2 || clip !== 'auto' || clipPath !== 'none') continue;
		if (el.closest('nav, footer, [aria-hidden="true"], h1, h2, h3, h4, h5, h6')) continue;
		if (el.matches('[aria-expanded], [aria-pressed], [aria-current], [aria-controls], [disabled], [aria-disabled="true"]')) continue;
		if (el.querySelector('img, picture, video, canvas, h1, h2, h3, h4, h5, h6')) continue;
		const text = el.innerText.replace(/\s+/g, ' ').trim();
		const { height } = el.getBoundingClientRect();
		if (!text || text.length > 80 || height > 80) continue;
		const style = getComputedStyle(el);
		const filled = !transparent(style.backgroundColor);
		const outlined = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none' && !transparent(style.borderTopColor);
		const boxed = (filled || outlined) && parseFloat(style.borderTopLeftRadius) >= 3 && parseFloat(style.paddingLeft) >= 6;
		let alone = !['inline', 'contents'].includes(style.display);
		if (!boxed && alone && el.parentElement) {
			// Words beside the link (outside other links and buttons) make it part of a line of text or an item.
			const beside = [...el.parentElement.childNodes].filter(
				(node) => node !== el && !(node instanceof Element && node.matches('a, button')),
			);
			alone = beside.every((node) => !(node.textContent ?? '').trim() || (node instanceof Element && node.getClientRects().length === 0));
		}
		if (!boxed && !alone) continue;
		const font = style.fontFamily.split(',')[0]?.replaceAll(/["']/g, '').trim();
		const look = boxed
			? [
					'button',
					font,
					style.fontWeight,
					style.textTransform,
					style.color,
					filled ? style.backgroundColor : 'no fill',
					outlined ? style.borderTopColor : 'no outline',
				]
			: ['text link', font, style.fontWeight, style.textTransform, style.color, style.textDecorationLine];
		const key = look.join(' | ');
		if (!styles.has(key)) styles.set(key, `<${el.tagName.toLowerCase()}> "${text.slice(0, 40)}"`);
	}
	return [...styles].map(([style, example]) => ({ style, example }));
}

/** The most looks the site's calls to action may take: primary, secondary and text link. */
export const buttonStyleLimit = 3;

/** The class of each tier of the button system (src/styles/global.css), the one place each look is defined. */
export const buttonTiers = ['button-primary', 'button-secondary', 'button-text'] as const;

/** The looks of the page's calls to action (findButtonStyles), once its fonts have loaded. */
export async function buttonStyles(page: Page): Promise<ButtonStyle[]> {
	await page.evaluate(() => document.fonts.ready);
	return page.evaluate(findButtonStyles, null);
}

/**
 * The looks the button system's tiers take on the page: a link of each tier's class is put in its <main> for the
 * moment, measured as every call to action is, and taken out again.
 */
export async function buttonSystemLooks(page: Page, { bands = true } = {}): Promise<ButtonStyle[]> {
	await page.locator('main').evaluate(
		(main, { tiers, bands }) => {
			// In the page's body, and on each coloured band ([data-band]), where a tier keeps its tier but takes the band's ink.
			for (const ground of [main, ...(bands ? main.querySelectorAll('[data-band]') : [])]) {
				const box = Object.assign(document.createElement('div'), { className: 'button-tiers' });
				// Each on a line of its own, as a text link stands: with no other words beside it.
				for (const tier of tiers) {
					const line = document.createElement('div');
					line.append(Object.assign(document.createElement('a'), { href: '#', className: tier, textContent: tier }));
					box.append(line);
				}
				ground.append(box);
			}
		},
		{ tiers: buttonTiers, bands },
	);
	await page.evaluate(() => document.fonts.ready);
	const looks = await page.evaluate(findButtonStyles, '.button-tiers');
	await page.evaluate(() => document.querySelectorAll('.button-tiers').forEach((box) => box.remove()));
	return looks;
}

/**
 * One button system: the calls to action on the page that take none of the system's looks. Every page
 * checked leaving none means the whole site shows at most the system's three looks.
 */
export async function offSystemButtons(page: Page): Promise<ButtonStyle[]> {
	const system = new Set((await buttonSystemLooks(page)).map(({ style }) => style));
	return (await buttonStyles(page)).filter(({ style }) => !system.has(style));
}
