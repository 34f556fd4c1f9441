import { classPath } from '../content/entry-paths.ts';
import type { SessionTimes, SpecialDay } from '../schedule/browser/gym-calendar.ts';
import type { LondonClock } from '../schedule/browser/london-time.ts';
import { type ClassSchedule, nextSessionText, type NextSessionWords } from '../schedule/browser/next-session.ts';
import { weeklySessions } from '../schedule/class-sessions.ts';
import type { GridDay } from '../schedule/timetable.ts';
import type { ClassType } from '../schemas/classes.ts';
import { firstSentence } from '../text.ts';
import { classAccess, guideRuns } from './class-access.ts';
import { formatDays } from './class-facts.ts';
import { type ClassKind, kindOf } from './class-types.ts';

/** The fields of a class guide that /classes shows. */
export interface IndexedClass {
	id: string;
	data: {
		heading: string;
		description: string;
		type?: ClassType | undefined;
		runs?: string | undefined;
		level?: string | undefined;
		session?: { length: string; schedule?: string | undefined } | undefined;
	};
}

/** The words of /classes' cards: kinds' names, the next-session words and the lines for classes off the timetable. */
export interface ClassIndexWords {
	classTypes: Readonly<Record<ClassType, string>>;
	next: NextSessionWords;
	walkIn: string;
	byArrangement: string;
}

/** One card of /classes. */
export interface ClassIndexItem {
	slug: string;
	href: string;
	heading: string;
	/** The first sentence of the guide's description: what the class is, in a line. */
	summary: string;
	type: ClassKind | undefined;
	level: string | undefined;
	length: string | undefined;
	/** The days the timetable runs it ("Mon, Thu"), or how else it runs (walk in, by arrangement). */
	days: string;
	/** When it runs next as the build saw it; absent for a class off the timetable. */
	next: string | undefined;
	sessions: SessionTimes[];
}

/**
 * The cards of /classes, one per guide in the given order, and the schedule its script reads to keep each next
 * session right on the visitor's London clock (only classes on the timetable have one). `special` holds the closures
 * and short days still to come, which cancel sessions.
 */
export function toClassIndex(
	entries: readonly IndexedClass[],
	at: { week: readonly GridDay[]; now: LondonClock; special: SpecialDay[] },
	words: ClassIndexWords,
): { classes: ClassIndexItem[]; schedule: ClassSchedule } {
	const classes = entries.map((classEntry): ClassIndexItem => {
		const sessions = weeklySessions(at.week, classEntry.id).map(({ day, start, end }) => ({ day, start, end }));
		const access = classAccess({ sessions: sessions.length, type: classEntry.data.type });
		return {
			slug: classEntry.id,
			href: classPath(classEntry.id),
			heading: classEntry.data.heading,
			summary: firstSentence(classEntry.data.description),
			type: kindOf(classEntry.data.type, words.classTypes),
			level: classEntry.data.level,
			length: classEntry.data.session?.length,
			days: {
				timetable: formatDays(
					sessions.map((s) => s.day),
					words.next.days,
				),
				'walk-in': words.walkIn,
				arrangement: guideRuns(classEntry.data) ?? words.byArrangement,
			}[access],
			next: access === 'timetable' ? nextSessionText(sessions, at.now, at.special, words.next).text : undefined,
			sessions,
		};
	});
	const schedule: ClassSchedule = {
		special: at.special,
		words: words.next,
		classes: Object.fromEntries(classes.filter((item) => item.next).map((item) => [item.slug, item.sessions])),
	};
	return { classes, schedule };
}
