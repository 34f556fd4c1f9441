import type { CollectionEntry } from 'astro:content';
import { classArticle, loadPublisher } from './articles.ts';
import { loadDayPass } from './day-pass.ts';
import { loadSettings } from './settings.ts';
import { loadWords } from './words.ts';
import { classAccess, classActions, guideRuns } from '@/lib/classes/class-access';
import { classFacts } from '@/lib/classes/class-facts';
import { isListedClass } from '@/lib/classes/class-listing';
import { entryPath } from '@/lib/content/content-layout';
import { required } from '@/lib/content/required';
import { blogPostingJsonLd, faqPageJsonLd } from '@/lib/json-ld/blog';
import { toMailto } from '@/lib/links';
import { weekdays } from '@/lib/schedule/browser/weekdays';
import type { WeeklySession } from '@/lib/schedule/class-sessions';

/**
 * What a class page shows beyond its guide's own fields, worked out once for ClassLayout: how a visitor gets in
 * (`access`: on the timetable, by arrangement or open gym) and the actions that follow from it, the facts strip, the
 * closing card, and the structured data of a listed guide.
 */
export async function loadClassPage(
	classEntry: CollectionEntry<'classes'>,
	sessions: readonly WeeklySession[],
	coachNames: readonly string[],
) {
	const settings = await loadSettings();
	const { data } = classEntry;
	const { classes: words, shortDays } = await loadWords();
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
			coaches: coachNames,
			dayPass: await loadDayPass(),
			ask: mailto,
		},
		{ ...words.facts, byArrangement: words.byArrangement, shortDays },
	);
	// Hidden and unfinished guides (noindex, placeholders still showing) give search engines nothing to read.
	const article = await classArticle(classEntry);
	const jsonLd = isListedClass(data)
		? [blogPostingJsonLd(article, await loadPublisher()), ...(data.faq.length > 0 ? [faqPageJsonLd(article.url, data.faq)] : [])]
		: [];
	return {
		settings,
		words,
		access,
		actions: classActions(access, { dayPass: settings.signUp.dayPass, mailto, when: '#when' }, words),
		runs,
		facts,
		closing: required(data.closing, `${entryPath('classes', classEntry.id)}: closing`),
		jsonLd,
	};
}
