import { fillTemplate } from '../browser/fill-template.ts';
import { classPath } from '../content/entry-paths.ts';
import type { SessionTimes, SpecialDay } from '../schedule/browser/gym-calendar.ts';
import type { LondonClock } from '../schedule/browser/london-time.ts';
import { type NextSessionData, nextSessionText, type NextSessionWords } from '../schedule/browser/next-session.ts';
import { weekdayWords } from '../schedule/class-sessions.ts';
import type { Words } from '../schemas/words.ts';

/**
 * The band at the end of a post: about a class with a session to come, that class and its next session with the day
 * pass; otherwise the day pass alone.
 */
export type PostCta =
	| { kind: 'class'; heading: string; before: string; next: string; after: string; classHref: string; script: NextSessionData }
	| { kind: 'day-pass'; heading: string; body: string };

/** Chooses a post's band and its words: the class it is about (if any), its sessions, and the day pass price. */
export function postCta(input: {
	words: Words['postCta'];
	/** Today, tomorrow and the weekdays' short names in the visitor's words (content/settings/words.yaml), for the script. */
	nextWords: NextSessionWords;
	/** The day pass price at the desk and bought online, as headlines ("£15", "£16"); the button buys it online. */
	price: { price: string; online: string };
	aboutClass: { id: string; classTitle: string } | undefined;
	sessions: readonly SessionTimes[];
	special: readonly SpecialDay[];
	now: LondonClock;
}): PostCta {
	const { words, nextWords, price, aboutClass, sessions, special, now } = input;
	// The next session as the build saw it, by its weekday (true for a week without scripts); the script puts it in
	// today's words by the visitor's London clock.
	const next = aboutClass ? nextSessionText(sessions, now, special, weekdayWords(now.date, nextWords.days)).text : '';
	if (!aboutClass || !next) return { kind: 'day-pass', heading: words.heading, body: fillTemplate(words.body, price) };
	const [before = '', after = ''] = fillTemplate(words.classBody, price).split('{when}');
	return {
		kind: 'class',
		heading: fillTemplate(words.classHeading, { class: aboutClass.classTitle }),
		before,
		next,
		after,
		classHref: classPath(aboutClass.id),
		script: { sessions: [...sessions], special: [...special], words: nextWords },
	};
}
