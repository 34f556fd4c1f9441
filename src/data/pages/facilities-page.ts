import { loadFacilitiesTour } from './facilities-tour.ts';
import { loadPage } from '../collections/page-words.ts';
import { loadSettings } from '../site/settings.ts';
import { addressLines } from '@/lib/address';
import { fillTemplate } from '@/lib/browser/fill-template';
import { groupSections } from '@/lib/sections';

/**
 * What /facilities draws beyond its own words: its sections grouped as the page lays them out, the photo tour when it
 * has photos, and the visit section (the map and the notes).
 */
export async function loadFacilitiesPage() {
	const settings = await loadSettings();
	const page = await loadPage('facilities');
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
	};
}
