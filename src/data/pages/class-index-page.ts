import { loadListedClasses } from '@/data/collections/classes';
import { loadPageWords } from '@/data/collections/page-words';
import { loadWeek } from '@/data/collections/timetable';
import { fillTemplate } from '@/lib/browser/fill-template';
import { toClassIndex } from '@/lib/classes/class-index';
import { kindsAmong } from '@/lib/classes/class-types';
import { required } from '@/lib/content/required';
import { londonClock } from '@/lib/schedule/browser/london-time';
import { nextSessionWords } from '@/lib/schedule/class-sessions';
import { comingSpecialHours } from '@/lib/schedule/special-hours';
import { closingBand } from '@/lib/sign-up/closing-band';

/**
 * What /classes shows beyond its own words, worked out once for it: a card per listed class with its guide's
 * picture, the schedule its script works each next session out from again, the kinds to filter by, and the closing
 * band: a day pass first, then joining.
 */
export async function loadClassIndexPage(locals: App.Locals) {
	const { words } = locals;
	const page = await loadPageWords('classes');
	const week = await loadWeek();
	const now = londonClock(locals.now);
	// Closures and short days still to come cancel sessions; the script works the next session out again in the browser.
	const special = comingSpecialHours(locals.settings.specialHours, locals.now);
	const listed = await loadListedClasses();
	const { classes, schedule } = toClassIndex(
		listed,
		{ week, now, special },
		{ classTypes: words.classTypes, next: nextSessionWords(words), walkIn: page.walkIn, byArrangement: page.byArrangement },
	);
	// Each card shows its guide's own picture.
	const pictures = new Map(listed.map(({ id, data }) => [id, { image: data.image, imageAlt: data.imageAlt }]));
	const cards = classes.map((item) => ({ ...item, ...required(pictures.get(item.slug), `${item.slug}: its guide's picture`) }));
	const types = kindsAmong(
		listed.map((classEntry) => classEntry.data.type),
		words.classTypes,
	);
	const band = closingBand(
		{ heading: page.cta.heading, body: fillTemplate(page.cta.body, locals.dayPass) },
		locals.settings.signUp,
		{ to: 'dayPass', label: page.cta.label },
		{ to: 'join', label: page.cta.join },
	);
	return { page, cards, schedule, types, band };
}
