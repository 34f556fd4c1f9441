import { fill } from './loader-fixtures';

/** An album of the fixtures, its photos uploaded with it (so none is looked for in its folder). */
export const album = (title: string, photoCount: number, own: Record<string, unknown> = {}) => ({
	title,
	description: `What ${title} shows.`,
	cover: `/fixtures/${title}.jpg`,
	coverAlt: `${title}'s cover`,
	photos: Array.from({ length: photoCount }, (_, i) => ({ image: `/fixtures/${title}-${i + 1}.jpg`, alt: `Zz shot ${i + 1}` })),
	...own,
});

/** Two listed albums, `zz-second` (order 2, one photo) and `zz-first` (order 1, three), and `zz-hidden`, unlisted. */
export function fillAlbums(): void {
	fill('gallery', [
		['zz-second', album('Zz Second', 1, { order: 2 })],
		['zz-first', album('Zz First', 3, { order: 1 })],
		['zz-hidden', album('Zz Hidden', 2, { listed: false })],
	]);
}
