import { getCollection, getEntry } from 'astro:content';
import { loadDayPass } from './day-pass.ts';
import { loadSettings } from './settings.ts';
import { loadWeek } from './timetable.ts';
import { loadWords } from './words.ts';
import { postCta, type PostCta } from '@/lib/post-cta';
import { notOverBy } from '@/lib/schedule/browser/gym-calendar';
import { londonClock } from '@/lib/schedule/browser/london-time';
import { weeklySessions } from '@/lib/schedule/class-sessions';
import { entryPath, notAnEntry } from '@/lib/content/content-layout';

/**
 * The band at the end of the post `post` (its folder name) about `about` (a class guide's file name), if any, and its
 * button to the day pass.
 */
export async function loadPostCta(
	post: string,
	about: string | undefined,
): Promise<{ cta: PostCta; button: { label: string; href: string; newTab: true } }> {
	const settings = await loadSettings();
	const { postCta: words, classes, shortDays } = await loadWords();
	const classEntry = about ? await getEntry('classes', about) : undefined;
	// content:check names a missing guide in seconds; a draft one is left out of a production build, so a post about it
	// stops the build here, with the guides it may name.
	if (about && !classEntry) {
		const ids = (await getCollection('classes')).map((entry) => entry.id);
		throw new Error(`${entryPath('blog', post)}: about: "${about}" ${notAnEntry('classes', ids)}`);
	}
	const now = londonClock(new Date());
	const cta = postCta({
		words,
		nextWords: { today: classes.today, tomorrow: classes.tomorrow, days: shortDays },
		price: await loadDayPass(),
		aboutClass: classEntry && { id: classEntry.id, classTitle: classEntry.data.classTitle },
		sessions: classEntry ? weeklySessions(await loadWeek(), classEntry.id).map(({ day, start, end }) => ({ day, start, end })) : [],
		special: notOverBy(settings.specialHours, now.date),
		now,
	});
	return { cta, button: { label: words.label, href: settings.signUp.dayPass, newTab: true } };
}
