import { type ClassWithPage, loadClassesWithPages } from '@/data/collections/classes';
import { renderEntry } from '@/data/collections/entries';
import { loadCoaches } from '@/data/collections/team';
import { loadWeek } from '@/data/collections/timetable';
import { classArticle, loadPublisher } from '@/data/pages/articles';
import { classAccess, classActions, guideRuns, sessionsHeading } from '@/lib/classes/class-access';
import { classFacts } from '@/lib/classes/class-facts';
import { classFeedOf } from '@/lib/classes/class-week';
import { sessionsAnchor } from '@/lib/content/entry-paths';
import { publicationState } from '@/lib/content/publishing';
import { classPageJsonLd } from '@/lib/json-ld/class-page';
import { toMailto } from '@/lib/navigation/links';
import { londonDay } from '@/lib/schedule/browser/london-time';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import { openDays } from '@/lib/schedule/hours-table';
import { classNextData } from '@/lib/schedule/next-session-states';
import { classClosingBand } from '@/lib/sign-up/class-closing-band';

/** The class pages' paths, /classes/<slug>, each with its guide: every class with a page, listed or not. */
export async function classPaths() {
	const classes = await loadClassesWithPages();
	return classes.map((classEntry) => ({ params: { slug: classEntry.id }, props: { classEntry } }));
}

/**
 * Everything a class page draws, worked out once for ClassLayout: the guide's rendered text (`Content`), its weekly
 * sessions and their card's heading, their next session through every day (`next`, from the build's day) and calendar
 * feed, its coaches, how a visitor gets in (`access`: on the timetable, by arrangement or open gym) and the actions that
 * follow from it, the facts strip, the closing band, and the structured data of a listed guide.
 */
export async function loadClassPage(locals: App.Locals, classEntry: ClassWithPage) {
	const { settings, now } = locals;
	const { classes: words, shortDays } = locals.words;
	const { id, data } = classEntry;
	const { Content } = await renderEntry(classEntry);
	const week = await loadWeek();
	const coaches = await loadCoaches(classEntry);
	const article = await classArticle(classEntry, settings);
	const publisher = await loadPublisher(settings);

	const sessions = weeklySessions(week, id);
	const access = classAccess({ sessions: sessions.length, type: data.type });
	const mailto = toMailto(settings.email, data.heading);
	const runs = guideRuns(data);
	const facts = classFacts(
		{
			access,
			session: data.session,
			level: data.level,
			sessions,
			openDays: openDays(settings.openingHours),
			runs,
			coaches: coaches.map((coach) => coach.name),
			dayPass: locals.dayPass,
			ask: mailto,
		},
		{ ...words.facts, byArrangement: words.byArrangement, shortDays },
	);
	const actions = classActions(access, { dayPass: settings.signUp.dayPass, mailto, when: `#${sessionsAnchor}` }, words);
	return {
		Content,
		data,
		// Only `npm run dev` has drafts to label: production builds leave them out of every collection.
		publication: publicationState({ draft: data.draft }, now),
		sessions,
		sessionsHeading: sessionsHeading(access, data.heading, runs, words),
		next: classNextData(sessions, settings.specialHours, londonDay(now), words),
		feedPath: classFeedOf(week, id),
		coaches,
		access,
		actions,
		runs,
		facts,
		band: classClosingBand(data.closing, actions.primary),
		jsonLd: classPageJsonLd(article, publisher, data.faq),
	};
}
