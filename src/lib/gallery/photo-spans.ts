/** How one photo of an album's grid stands at one column count. */
export interface PhotoSpan {
	/** Two columns wide. */
	wide: boolean;
	/** Wide beside photos one column wide, so it keeps their row's height and shows the middle of its picture. */
	cropped: boolean;
}

const single: PhotoSpan = { wide: false, cropped: false };

/**
 * Which photos of `count` span two of `columns` columns so the grid ends in a full row: none when the rows already
 * fill (or one row holds them all), else as few as fill it, in the last rows. A row of wide photos alone keeps the
 * pictures' shape, so the last row takes as many as it can; a wide photo in a row with narrow ones is cropped to their
 * height, and such rows take turns putting it first and last.
 */
export function photoSpans(count: number, columns: number): PhotoSpan[] {
	const n = Math.max(0, Math.floor(count));
	const across = Math.max(1, Math.floor(columns));
	const spans = Array.from({ length: n }, () => single);
	const short = n % across;
	if (across < 2 || n <= across || short === 0) return spans;
	// Each wide photo takes one cell more than it would, so as many as the last row leaves empty fill it.
	let wide = across - short;
	const perRow = Math.floor(across / 2);
	// The rows that take them, from the last up: as many wide photos in each as fit, so the last row is fullest.
	const rows: number[] = [];
	while (wide > 0) {
		const inRow = Math.min(perRow, wide);
		rows.unshift(inRow);
		wide -= inRow;
	}
	const tail = rows.reduce((sum, inRow) => sum + across - inRow, 0);
	if (tail > n) return spans;
	let at = n - tail;
	let mixed = 0;
	for (const inRow of rows) {
		const photos = across - inRow;
		const cropped = photos > inRow;
		// A row of wide and narrow photos puts its wide ones first, the next such row last, and so on.
		const first = !cropped || mixed % 2 === 0 ? at : at + photos - inRow;
		if (cropped) mixed++;
		for (let i = first; i < first + inRow; i++) spans[i] = { wide: true, cropped };
		at += photos;
	}
	return spans;
}

/** The widths an album's grid changes its columns at: two across on a phone, three from 768 px, four from 1024 px. */
export const albumWidths = ['base', 'md', 'lg'] as const;
export type AlbumWidth = (typeof albumWidths)[number];

/** Where a wide photo stands: the widths it spans two columns at, those it is cropped at, and its `sizes`. */
export interface PhotoPlace {
	wide: AlbumWidth[];
	cropped: AlbumWidth[];
	sizes: string;
}

/** The site's column at its widest (1280 px and up, less its margins), which an album's grid fills. */
const widestColumn = 1216;

/**
 * The `sizes` of a photo that takes `share` of the grid's width at each of its widths (a wide photo of four columns
 * takes a half), so a wide photo is fetched as sharp as a narrow one.
 */
export function photoSizes(share: Record<AlbumWidth, number>): string {
	const vw = (part: number) => `${Math.round(part * 100)}vw`;
	return `(min-width: 1280px) ${Math.round(share.lg * widestColumn)}px, (min-width: 1024px) ${vw(share.lg)}, (min-width: 768px) ${vw(share.md)}, ${vw(share.base)}`;
}

/**
 * Each photo of an album of `count` in `columns` at each width (columnsByBreakpoint): where it spans two columns, its
 * place (photoSpans at each width); a photo one column wide at every width has none.
 */
export function photoPlaces(count: number, columns: Record<AlbumWidth, number>): (PhotoPlace | undefined)[] {
	const spans = albumWidths.map((width) => photoSpans(count, columns[width]));
	return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => {
		const wide = albumWidths.filter((_, w) => spans[w]?.[i]?.wide);
		if (wide.length === 0) return undefined;
		const share = (width: AlbumWidth) => (wide.includes(width) ? 2 : 1) / Math.max(1, columns[width]);
		return {
			wide,
			cropped: albumWidths.filter((_, w) => spans[w]?.[i]?.cropped),
			sizes: photoSizes({ base: share('base'), md: share('md'), lg: share('lg') }),
		};
	});
}
