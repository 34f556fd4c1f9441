import { gridColumns } from '@/lib/lists/grid-columns';

import type { PageKit } from './page-kit';

/** A card grid as drawn: how many cards, how many in the first and the last row, and where the last row starts. */
export interface GridLayout {
	name: string;
	count: number;
	columns: number;
	lastRow: number;
	/** The last row starts at the grid's left edge, under the rows above, rather than centred or pushed right. */
	leftAligned: boolean;
}

/** Runs in the page: the card grids as laid out, for orphanRows. */
export function cardGrids({ describe, visible, clipped }: PageKit): { grids: GridLayout[] } {
	// Card grids (grid or wrapping flex boxes of two or more columns whose children, two or more, are same-width boxes
	// of one kind of element, at least 96 px each way), as laid out, for the orphan-row check.
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
		// A grid's columns are its tracks, filled or not, less those auto-fit collapsed to nothing (it spreads the cards
		// over the rest); a wrapping flex box's are the cards of its first row.
		const columns = grid
			? style.gridTemplateColumns.split(' ').filter((track) => track && parseFloat(track) > 0).length
			: (first?.length ?? 0);
		if (!first || !last || columns < 2) continue;
		const box = el.getBoundingClientRect();
		const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
		const gapLeft = Math.min(...last.map((r) => r.left)) - left;
		grids.push({ name: describe(el), count: rects.length, columns, lastRow: last.length, leftAligned: gapLeft <= 2 });
	}

	return { grids };
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
