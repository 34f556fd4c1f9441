import { loadClassesWithPages } from '@/data/collections/classes';
import { loadPageWords } from '@/data/collections/page-words';
import { loadWeek } from '@/data/collections/timetable';
import { fillTemplate } from '@/lib/browser/fill-template';
import { kindsAmong } from '@/lib/classes/class-types';
import { londonDay } from '@/lib/schedule/browser/london-time';
import { comingSpecialHours } from '@/lib/schedule/special-hours';
import { classKinds, printedLine } from '@/lib/schedule/timetable';
import { closingBand } from '@/lib/sign-up/closing-band';

/**
 * What /timetable shows beyond its own words, worked out once for it: the week, the coming holiday hours, each class
 * page's kind and the kinds on the week to filter by, the week's words, the printed sheet's line, and the closing
 * band's buttons: a day pass first when the page offers one, a first visit being the smaller step, then joining.
 */
export async function loadTimetablePage(locals: App.Locals) {
	const { settings, words, dayPass } = locals;
	const page = await loadPageWords('timetable');
	const week = await loadWeek();
	const today = londonDay(locals.now);
	// Closures and short days still to come; the week marks them on its cards.
	const special = comingSpecialHours(settings.specialHours, locals.now);
	const classes = await loadClassesWithPages();
	// The band's words; its day-pass template becomes the first button's label, not a prop of the band.
	const { dayPass: dayPassLabel, ...band } = page.cta;
	// Each class page's kind, marked on its slots.
	const types = classKinds(
		classes.map(({ id, data }) => ({ id, type: data.type })),
		words.classTypes,
	);
	return {
		page,
		today,
		week,
		special,
		types,
		// The week's words for its cards and their badges.
		weekLabels: {
			today: page.today,
			now: page.now,
			next: page.next,
			finished: page.finished,
			noMatch: page.filter.none,
			noPage: page.noPage,
		},
		filterTypes: kindsAmong(
			week.flatMap((day) => day.slots.map((slot) => (slot?.slug ? types[slot.slug]?.key : undefined))),
			words.classTypes,
		),
		printed: printedLine(settings.address, page.printed, today),
		band: dayPassLabel
			? closingBand(band, settings.signUp, { to: 'dayPass', label: fillTemplate(dayPassLabel, dayPass) }, { to: 'join', label: band.label })
			: closingBand(band, settings.signUp, { to: 'join', label: band.label }),
	};
}
