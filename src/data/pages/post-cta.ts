import { buildClock, loadComingSpecialHours } from '../site/clock.ts';
import { loadDayPass } from '../site/day-pass.ts';
import { requireLinked } from '../collections/linked-entry.ts';
import { loadSettings } from '../site/settings.ts';
import { loadWeek } from '../collections/timetable.ts';
import { loadWords } from '../site/words.ts';
import { postCta, type PostCta } from '@/lib/post-cta';
import { nextSessionWords, weeklySessions } from '@/lib/schedule/class-sessions';
import { entryPath } from '@/lib/content/content-layout';

/**
 * The band at the end of the post `post` (its folder name) about `about` (a class guide's file name), if any, and its
 * button to the day pass.
 */
export async function loadPostCta(
	post: string,
	about: string | undefined,
): Promise<{ cta: PostCta; button: { label: string; href: string } }> {
	const settings = await loadSettings();
	const siteWords = await loadWords();
	const words = siteWords.postCta;
	// A draft guide is left out of a production build, so a post about one stops the build here too.
	const classEntry = about ? await requireLinked('classes', about, entryPath('blog', post), 'about') : undefined;
	const now = buildClock();
	const cta = postCta({
		words,
		nextWords: nextSessionWords(siteWords),
		price: await loadDayPass(),
		aboutClass: classEntry && { id: classEntry.id, classTitle: classEntry.data.classTitle },
		sessions: classEntry ? weeklySessions(await loadWeek(), classEntry.id).map(({ day, start, end }) => ({ day, start, end })) : [],
		special: await loadComingSpecialHours(),
		now,
	});
	return { cta, button: { label: words.label, href: settings.signUp.dayPass } };
}
