/**
 * How many columns a grid of `count` cards should use when at most `max` fit across: the count that leaves no card
 * alone on the last row, then the fewest rows, then the fullest last row, then the most columns. Three cards where
 * four fit take three columns; nine take three rows of three, not two rows of four and a lone card; eleven take
 * four, four and three. A count that fits in one row takes one row.
 */
export function gridColumns(count: number, max: number): number {
	const most = Math.max(1, Math.floor(max));
	if (count <= most) return Math.max(1, count);
	if (most === 1) return 1;
	const rank = (columns: number) => {
		const last = count % columns || columns;
		return [last === 1 ? 1 : 0, Math.ceil(count / columns), -last / columns, -columns];
	};
	let best = most;
	for (let columns = most - 1; columns >= 2; columns--) {
		const [a, b] = [rank(columns), rank(best)];
		const i = a.findIndex((value, at) => value !== b[at]);
		if (i >= 0 && (a[i] ?? 0) < (b[i] ?? 0)) best = columns;
	}
	return best;
}

/** The breakpoints narrowest first, as the grid's `columns` prop names them (Tailwind's min-width breakpoints). */
export const breakpoints = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof breakpoints)[number];

/**
 * The columns at each breakpoint for `count` cards, given the most that fit at each (a breakpoint left out keeps the
 * narrower one's limit).
 */
export function columnsByBreakpoint(count: number, most: Partial<Record<Breakpoint, number>>): Record<Breakpoint, number> {
	let limit = 1;
	const columns = {} as Record<Breakpoint, number>;
	for (const at of breakpoints) {
		limit = most[at] ?? limit;
		columns[at] = gridColumns(count, limit);
	}
	return columns;
}

/**
 * The columns a card after `count` others should span to end its row at the grid's edge: what the last row leaves
 * empty, or the whole row when the others fill theirs.
 */
export function lastRowRest(count: number, columns: number): number {
	const across = Math.max(1, Math.floor(columns));
	return across - (Math.max(0, Math.floor(count)) % across);
}
