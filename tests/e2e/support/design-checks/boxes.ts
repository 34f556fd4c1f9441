import type { PageKit } from './page-kit';

/** Runs in the page: boxes that keep their size but show nothing, and bars at the foot of the view that cover too much. */
export function boxProblems({ describe, visible, srOnly }: PageKit) {
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

	return { emptyBoxes, tallBars };
}
