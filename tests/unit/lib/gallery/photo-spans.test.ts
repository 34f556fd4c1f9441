import { describe, expect, it } from 'vitest';

import { photoPlaces, photoSizes, type PhotoSpan, photoSpans } from '@/lib/gallery/photo-spans';
import { columnsByBreakpoint, gridColumns } from '@/lib/lists/grid-columns';

/** The rows a wrapping grid of `columns` lays the photos in: each row takes photos while their columns fit. */
function rowsOf(spans: PhotoSpan[], columns: number): PhotoSpan[][] {
	const rows: PhotoSpan[][] = [];
	let used = columns;
	for (const span of spans) {
		const width = span.wide ? 2 : 1;
		if (used + width > columns) {
			rows.push([]);
			used = 0;
		}
		rows.at(-1)?.push(span);
		used += width;
	}
	return rows;
}

const cells = (row: PhotoSpan[]) => row.reduce((sum, span) => sum + (span.wide ? 2 : 1), 0);

describe('photoSpans', () => {
	it.each([
		// [photos, columns, the wide ones, the cropped ones]
		[14, 4, [12, 13], []], // 4, 4, 4 and two wide photos side by side
		[14, 3, [12], [12]], // 3, 3, 3, 3, then a wide photo beside a narrow one
		[14, 2, [], []],
		[13, 4, [8, 11, 12], [8]], // a wide photo first in the third row, two in the last
		[7, 3, [3, 6], [3, 6]], // 3, then a wide photo first, then one last
		[5, 2, [4], []], // a lone last photo takes the whole row, whole
		[11, 4, [8], [8]],
		[8, 4, [], []],
		[3, 4, [], []], // one row holds them all
		[1, 2, [], []],
		[0, 4, [], []],
	])('%i photos in %i columns: wide %j, cropped %j', (count, columns, wide, cropped) => {
		const spans = photoSpans(count, columns);
		expect(spans).toHaveLength(count);
		expect(spans.flatMap((span, i) => (span.wide ? [i] : []))).toEqual(wide);
		expect(spans.flatMap((span, i) => (span.cropped ? [i] : []))).toEqual(cropped);
	});

	it('ends every count from 1 to 40 in a full row, in the columns the grid picks at each width', () => {
		for (let count = 1; count <= 40; count++)
			for (const most of [2, 3, 4]) {
				const columns = gridColumns(count, most);
				const spans = photoSpans(count, columns);
				const rows = rowsOf(spans, columns);
				const label = `${count} photos in ${columns} columns`;
				// Every row full, the last included; none wider than two columns.
				expect(
					rows.map(cells).filter((used) => used !== columns),
					label,
				).toEqual([]);
				// As few wide photos as fill the last row, and none when the rows already fill.
				expect(spans.filter((span) => span.wide).length, label).toBe(count <= columns ? 0 : (columns - (count % columns)) % columns);
				// Cropped exactly where a wide photo shares its row with a narrow one; a row of wide photos keeps their shape.
				for (const row of rows) for (const span of row) expect(span.cropped, label).toBe(span.wide && row.some((other) => !other.wide));
				// At most one row, the last but one, mixes wide and narrow photos, unless the columns are odd.
				const mixed = rows.filter((row) => row.some((span) => span.wide) && row.some((span) => !span.wide));
				if (columns % 2 === 0) expect(mixed.length, label).toBeLessThanOrEqual(1);
			}
	});

	it('puts the wide photos in the last rows only', () => {
		for (let count = 1; count <= 40; count++)
			for (const columns of [2, 3, 4]) {
				const spans = photoSpans(count, columns);
				const first = spans.findIndex((span) => span.wide);
				if (first >= 0) expect(count - first, `${count} photos in ${columns} columns`).toBeLessThanOrEqual(2 * columns);
			}
	});
});

describe('photoSizes', () => {
	it('asks for the width a photo takes at each width of the grid', () => {
		expect(photoSizes({ base: 1, md: 2 / 3, lg: 1 / 2 })).toBe(
			'(min-width: 1280px) 608px, (min-width: 1024px) 50vw, (min-width: 768px) 67vw, 100vw',
		);
	});
});

describe('photoPlaces', () => {
	it('names each wide photo with the widths it spans two columns at and its sizes', () => {
		const count = 14;
		const places = photoPlaces(count, columnsByBreakpoint(count, { base: 2, md: 3, lg: 4 }));
		expect(places.slice(0, 12).every((place) => place === undefined)).toBe(true);
		expect(places[12]).toEqual({ wide: ['md', 'lg'], cropped: ['md'], sizes: photoSizes({ base: 1 / 2, md: 2 / 3, lg: 1 / 2 }) });
		expect(places[13]).toEqual({ wide: ['lg'], cropped: [], sizes: photoSizes({ base: 1 / 2, md: 1 / 3, lg: 1 / 2 }) });
	});

	it('gives every count from 1 to 40 a full last row at every width', () => {
		for (let count = 1; count <= 40; count++) {
			const columns = columnsByBreakpoint(count, { base: 2, md: 3, lg: 4 });
			const places = photoPlaces(count, columns);
			for (const width of ['base', 'md', 'lg'] as const) {
				const used = places.reduce((sum, place) => sum + (place?.wide.includes(width) ? 2 : 1), 0);
				expect(used % columns[width], `${count} photos at ${width}`).toBe(0);
			}
		}
	});
});
