import { albumPhotos } from '@/data/collections/album-photos';
import { requireLinked } from '@/data/collections/linked-entry';
import { loadPageWords, type PageWords } from '@/data/collections/page-words';
import { fillTemplate } from '@/lib/browser/fill-template';
import { addressLines } from '@/lib/contact/address';
import { entryPath } from '@/lib/content/content-layout';
import { pickPhotos } from '@/lib/gallery/tour';
import { groupSections } from '@/lib/lists/sections';
import { dayPassBand } from '@/lib/sign-up/closing-band';

/**
 * The facilities page's photo tour: the photos its `tour` picks from an album, leaving out any the page shows already
 * (its header and sections may use album files). A missing album or photo stops the build, naming the field.
 */
async function loadFacilitiesTour(page: PageWords<'facilities'>) {
	const { tour } = page;
	if (!tour) return [];
	const from = entryPath('pages', 'facilities');
	const album = await requireLinked('gallery', tour.album, from, 'tour.album');
	const shown = [page.header?.image.src, ...page.sections.map((section) => section.image?.src)];
	return pickPhotos(albumPhotos(album), tour.photos, shown, `${from}: tour: photos`);
}

/**
 * What /facilities draws beyond its own words: its sections grouped as the page lays them out, the photo tour when it
 * has photos, and the visit section (the map and the notes), and the closing band.
 */
export async function loadFacilitiesPage({ settings }: App.Locals) {
	const page = await loadPageWords('facilities');
	const tourPhotos = await loadFacilitiesTour(page);
	const { map } = settings;
	return {
		page,
		// Neighbouring `card` sections stand side by side, the rest on their own.
		groups: groupSections(page.sections),
		tour: page.tour && tourPhotos.length > 0 ? { heading: page.tour.heading, photos: tourPhotos, link: page.tour.link } : undefined,
		visit: {
			heading: page.visitHeading,
			map: {
				preview: map.preview,
				previewAlt: map.previewAlt,
				embedUrl: map.embedUrl,
				directionsUrl: map.directionsUrl,
				address: [settings.name, ...addressLines(settings.address)],
				words: { ...page.map, title: fillTemplate(page.map.title, { gym: settings.name }) },
			},
			info: page.info,
		},
		band: dayPassBand(page.cta, settings.signUp),
	};
}
