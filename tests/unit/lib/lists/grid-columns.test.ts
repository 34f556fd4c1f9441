import { describe, expect, it } from 'vitest';

import { columnsByBreakpoint, gridColumns, lastRowRest } from '@/lib/lists/grid-columns';

describe('gridColumns', () => {
	it.each([
		// [cards, most that fit, columns]
		[3, 4, 3], // the co-owners: one full row, not three of four
		[9, 4, 3], // the staff: three rows of three, not a lone card
		[2, 3, 2], // two posts: one full row
		[11, 3, 3], // eleven guides: 3, 3, 3, 2 beats six rows of two
		[11, 4, 4], // 4, 4, 3
		[12, 4, 4],
		[5, 4, 3], // 3 and 2 beat 4 and a lone card
		[10, 4, 4], // 4, 4, 2: fewer rows than 2 a row
		[7, 6, 4], // 4 and 3
		[13, 4, 4], // a lone card whatever the columns: the fewest rows
		[1, 4, 1],
		[0, 4, 1],
		[9, 2, 2],
		[9, 1, 1],
	])('%i cards where %i fit take %i columns', (count, most, columns) => {
		expect(gridColumns(count, most)).toBe(columns);
	});

	it('never leaves a lone card when some column count avoids it', () => {
		for (let count = 2; count <= 40; count++)
			for (let most = 2; most <= 6; most++) {
				const columns = gridColumns(count, most);
				expect(columns).toBeLessThanOrEqual(most);
				const avoidable = Array.from({ length: most - 1 }, (_, i) => i + 2).some((c) => count <= c || count % c !== 1);
				if (avoidable && count > columns) expect(count % columns, `${count} cards, ${most} fit`).not.toBe(1);
			}
	});
});

describe('columnsByBreakpoint', () => {
	it('carries a limit up to the wider breakpoints that leave it out', () => {
		expect(columnsByBreakpoint(9, { base: 2, lg: 3, xl: 4 })).toEqual({ base: 2, sm: 2, md: 2, lg: 3, xl: 3 });
		expect(columnsByBreakpoint(3, { md: 3 })).toEqual({ base: 1, sm: 1, md: 3, lg: 3, xl: 3 });
	});
});

describe('lastRowRest', () => {
	it.each([
		// [cards before it, columns, columns it spans]
		[11, 3, 1],
		[10, 3, 2],
		[9, 3, 3], // a full last row: the card takes a row of its own
		[11, 2, 1],
		[0, 3, 3],
		[4, 1, 1],
	])('after %i cards in %i columns it spans %i', (count, columns, rest) => {
		expect(lastRowRest(count, columns)).toBe(rest);
	});

	it("always ends the row at the grid's edge", () => {
		for (let count = 0; count <= 40; count++)
			for (let columns = 1; columns <= 6; columns++) {
				const rest = lastRowRest(count, columns);
				expect(rest).toBeGreaterThanOrEqual(1);
				expect(rest).toBeLessThanOrEqual(columns);
				expect((count + rest) % columns, `${count} cards, ${columns} columns`).toBe(0);
			}
	});
});
