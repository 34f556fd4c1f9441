import { countLabel, countTemplate, type CountWords } from '../browser/fill-template.ts';
import { byOrderThen } from '../order.ts';
import { type FigureWords, splitAround } from '../text.ts';

const albumOrder = byOrderThen('title');

interface AlbumLike {
	id: string;
	data: { title: string; listed: boolean; order: number };
}

/** The albums shown on the gallery index: listed ones only, by `order`, then title. */
export function listedAlbums<T extends AlbumLike>(albums: readonly T[]): T[] {
	return albums.filter((album) => album.data.listed).sort((a, b) => albumOrder(a.data, b.data));
}

/** The photo count as the cards show it, from content/pages/gallery.yaml's words: '14 Photos', '1 Photo'. */
export function photoCountLabel(count: number, words: CountWords): string {
	return countLabel(count, words);
}

/** The photo count as an album's header draws it, the number large and its words beside: '14' and 'Photos'. */
export function photoCountFigure(count: number, words: CountWords): FigureWords {
	return splitAround(countTemplate(count, words), 'count', String(count));
}
