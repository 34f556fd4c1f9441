import type { PageKit } from './page-kit';

/**
 * Runs in the page: a class page without its main action on a phone's first screen, and a wide class page whose text
 * stops short of the header's column.
 */
export function classPageProblems({ visible, glyphRects, textNodes, viewport }: PageKit) {
	// A class page's main action (the primary button) is on the first screen of a phone, before any scrolling.
	const noFirstScreenAction: string[] = [];
	if (viewport < 640 && location.pathname.startsWith('/classes/')) {
		const first = [...document.querySelectorAll('main .button-primary')].filter(visible).map((el) => el.getBoundingClientRect());
		if (!first.some((rect) => rect.bottom + scrollY <= innerHeight))
			noFirstScreenAction.push(
				`the first primary button ends ${Math.round(Math.min(...first.map((r) => r.bottom + scrollY)))} px down, below the ${innerHeight} px screen`,
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

	return { noFirstScreenAction, deadColumns };
}
