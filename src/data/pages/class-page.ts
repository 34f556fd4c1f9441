import type { CollectionEntry } from 'astro:content';

import { classAccess, classActions, guideRuns } from '@/lib/classes/class-access';
import { classFacts } from '@/lib/classes/class-facts';
import { isListedClass } from '@/lib/classes/class-listing';
import { classFeedSlugs } from '@/lib/classes/class-week';
import { entryPath } from '@/lib/content/content-layout';
import { classFeedPath } from '@/lib/content/entry-paths';
import { publicationState } from '@/lib/content/publishing';
import { required } from '@/lib/content/required';
import { blogPostingJsonLd, faqPageJsonLd } from '@/lib/json-ld/blog';
import { toMailto } from '@/lib/navigation/links';
import { londonDay } from '@/lib/schedule/browser/london-time';
import { weekdays } from '@/lib/schedule/browser/weekdays';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import { classNextData } from '@/lib/schedule/next-session-states';

import { renderEntry } from '../collections/entries.ts';
import { loadCoaches } from '../collections/team.ts';
import { loadWeek } from '../collections/timetable.ts';
import { classArticle, loadPublisher } from './articles.ts';

/**
 * Everything a class page draws, worked out once for ClassLayout: the guide's rendered text (`Content`), its weekly
 * sessions, their next session through every day (`next`, from the build's day) and calendar feed, its coaches, how a
 * visitor gets in (`access`: on the timetable, by arrangement or open gym) and the actions that follow from it, the
 * facts strip, the closing card, and the structured data of a listed guide.
 */
export async function loadClassPage(locals: App.Locals, classEntry: CollectionEntry<'classes'>) {
	const { settings, now } = locals;
	const { Content } = await renderEntry(classEntry);
	const week = await loadWeek();
	const sessions = weeklySessions(week, classEntry.id);
	// Classes on the timetable have a calendar feed (src/pages/classes/[slug].ics.ts).
	const feedPath = classFeedSlugs(week).includes(classEntry.id) ? classFeedPath(classEntry.id) : undefined;
	const coaches = await loadCoaches(classEntry);
	const { data } = classEntry;
	const { classes: words, shortDays } = locals.words;
	const access = classAccess({ sessions: sessions.length, type: data.type });
	const mailto = toMailto(settings.email, data.heading);
	const runs = guideRuns(data);
	const facts = classFacts(
		{
			access,
			session: data.session,
			level: data.level,
			sessions,
			openDays: weekdays.filter((day) => settings.openingHours[day]),
			runs,
			coaches: coaches.map((coach) => coach.name),
			dayPass: locals.dayPass,
			ask: mailto,
		},
		{ ...words.facts, byArrangement: words.byArrangement, shortDays },
	);
	// Hidden and unfinished guides (noindex, placeholders still showing) give search engines nothing to read.
	const article = await classArticle(classEntry, settings);
	const jsonLd = isListedClass(data)
		? [blogPostingJsonLd(article, await loadPublisher(settings)), ...(data.faq.length > 0 ? [faqPageJsonLd(article.url, data.faq)] : [])]
		: [];
	return {
		Content,
		data,
		// Only `npm run dev` has drafts to label: production builds leave them out of every collection.
		publication: publicationState({ draft: data.draft }, now),
		sessions,
		next: classNextData(sessions, settings.specialHours, londonDay(now), words),
		feedPath,
		coaches,
		access,
		actions: classActions(access, { dayPass: settings.signUp.dayPass, mailto, when: '#when' }, words),
		runs,
		facts,
		closing: required(data.closing, `${entryPath('classes', classEntry.id)}: closing`),
		jsonLd,
	};
}
