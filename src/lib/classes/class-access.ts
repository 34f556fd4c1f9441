import { fillTemplate } from '../browser/fill-template.ts';
import type { ClassType } from '../schemas/classes.ts';

/**
 * How a visitor gets into a class: booked onto a session the timetable lists, walked into during opening hours (open
 * gym, the kind that needs no booking), or by arrangement (not on the timetable: a day pass, or an e-mail to book).
 */
export type ClassAccess = 'timetable' | 'walk-in' | 'arrangement';

/** A class page's action: its words, where it goes, and whether it opens a new tab (the external sign-up). */
export interface ClassAction {
	label: string;
	href: string;
	external: boolean;
}

/** The words of a class page's actions (content/settings/words.yaml, `classes`). */
export interface ClassActionWords {
	tryClass: string;
	seeTimes: string;
	tryDayPass: string;
	seeHours: string;
	tryOnDayPass: string;
	ask: string;
}

/** The words of a class page's sessions card headings (content/settings/words.yaml, `classes`). */
export interface SessionsHeadingWords {
	/** Has a `{class}` placeholder, e.g. "When {class} runs". */
	sessions: string;
	walkIn: string;
	byArrangement: string;
}

/**
 * The heading of a class page's card on when it runs, by its access. A class off the timetable whose guide says when it
 * runs (`runs`) is headed like one on it; the page's header holds its actions.
 */
export function sessionsHeading(access: ClassAccess, name: string, runs: string | undefined, words: SessionsHeadingWords): string {
	if (access === 'walk-in') return words.walkIn;
	if (access === 'arrangement' && !runs) return words.byArrangement;
	return fillTemplate(words.sessions, { class: name });
}

/** When a class off the timetable runs, as its guide says: its own `runs` line, else its What to Expect card's. */
export function guideRuns(data: {
	runs?: string | undefined;
	session?: { schedule?: string | undefined } | undefined;
}): string | undefined {
	return data.runs ?? data.session?.schedule;
}

/** How a class is joined: by the sessions the timetable lists for it and its kind. */
export function classAccess(input: { sessions: number; type?: ClassType | undefined }): ClassAccess {
	if (input.sessions > 0) return 'timetable';
	return input.type === 'open' ? 'walk-in' : 'arrangement';
}

/**
 * A class page's first actions, by its access: a first visit on the day pass and its times for a class on the
 * timetable; the day pass and the opening hours for one to walk into; the day pass and an e-mail to book for one by
 * arrangement, which never points at a timetable that lacks it. `when` is the page's own section on when the class
 * runs.
 */
export function classActions(
	access: ClassAccess,
	links: { dayPass: string; mailto: string; when: string },
	words: ClassActionWords,
): { primary: ClassAction; secondary?: ClassAction } {
	const dayPass = (label: string) => ({ label, href: links.dayPass, external: true });
	const when = (label: string) => ({ label, href: links.when, external: false });
	switch (access) {
		case 'timetable':
			return { primary: dayPass(words.tryClass), secondary: when(words.seeTimes) };
		case 'walk-in':
			return { primary: dayPass(words.tryDayPass), secondary: when(words.seeHours) };
		case 'arrangement':
			return { primary: dayPass(words.tryOnDayPass), secondary: { label: words.ask, href: links.mailto, external: false } };
	}
}
