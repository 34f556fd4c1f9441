import type { PageKit } from './page-kit';

/**
 * Runs in the page: the timetable's day cards stretched past their classes on a phone, a finished class marked by
 * colour alone, a class without a page drawn unlike the others, and a class that reads taller than its row.
 */
export function timetableProblems({ describe, visible, viewport }: PageKit) {
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

	// Today's classes already over on the timetable (data-status="done") say so without colour: the word is read out,
	// and either shown (not clipped to a pixel) or the time struck through, a mark forced colours keep.
	const unmarkedFinished: string[] = [];
	for (const slot of document.querySelectorAll<HTMLElement>('[data-slot][data-status="done"]')) {
		if (!visible(slot)) continue;
		const badge = slot.querySelector<HTMLElement>('[data-slot-status]');
		const time = slot.querySelector('time')?.parentElement;
		const said = badge && visible(badge) && (badge.textContent ?? '').trim() !== '';
		const shown = said && badge.getBoundingClientRect().width > 1 && getComputedStyle(badge).clipPath === 'none';
		const struck = shown || (time && getComputedStyle(time).textDecorationLine.includes('line-through'));
		if (!said || !struck)
			unmarkedFinished.push(
				`${describe(slot)} is over but ${said ? '' : 'says nothing'}${!said && !struck ? ' and ' : ''}${struck ? '' : said ? 'neither shows it nor is struck through' : 'is not struck through'}`,
			);
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

	// Side by side, a class reads as tall as the space from its top to the next rule under it: a blank row left unruled
	// under it would read as more of that class, so a 30-minute class could look longer than an hour's. Each class is
	// closed by a rule (or its card's edge) at the foot of its own row.
	const longClasses: string[] = [];
	if (viewport >= 640) {
		const ruled = (el: Element, side: 'Top' | 'Bottom') => {
			const style = getComputedStyle(el);
			const color = style.getPropertyValue(`border-${side.toLowerCase()}-color`);
			return parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && !/^rgba\(.*, 0\)$/.test(color);
		};
		for (const slot of document.querySelectorAll<HTMLElement>('[data-weekday] [data-slot]:not([data-slot="blank"])')) {
			if (!visible(slot)) continue;
			const box = slot.getBoundingClientRect();
			let foot = box.bottom;
			if (!ruled(slot, 'Bottom'))
				for (let next = slot.nextElementSibling; next && visible(next) && !ruled(next, 'Top'); next = next.nextElementSibling)
					foot = next.getBoundingClientRect().bottom;
			if (foot - box.bottom > 2)
				longClasses.push(
					`${describe(slot)} reads ${Math.round(foot - box.top)} px tall, its row ${Math.round(box.height)} px: no rule under it`,
				);
		}
	}

	return { stretchedDays, unmarkedFinished, greyedClasses: [...new Set(greyedClasses)], longClasses };
}
