import { albumPhotos } from '../collections/album-photos.ts';
import { requireLinked } from '../collections/linked-entry.ts';
import type { PageWords } from '../collections/page-words.ts';
import { entryPath } from '@/lib/content/content-layout';
import { pickPhotos } from '@/lib/gallery/tour';

/**
 * The facilities page's photo tour: the photos its `tour` picks from an album, leaving out any the page shows already
 * (its header and sections may use album files). A missing album or photo stops the build, naming the field.
 */
export async function loadFacilitiesTour(page: PageWords<'facilities'>) {
	const { tour } = page;
	if (!tour) return [];
	const from = entryPath('pages', 'facilities');
	const album = await requireLinked('gallery', tour.album, from, 'tour.album');
	const shown = [page.header?.image.src, ...page.sections.map((section) => section.image?.src)];
	return pickPhotos(albumPhotos(album), tour.photos, shown, `${from}: tour: photos`);
}
