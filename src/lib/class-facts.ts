import { dayName, weekdays, type Weekday } from './schedule/browser/weekdays.ts';

/** One fact of a class page's facts bar: a label and its value; `wide` takes a row of its own. */
export interface ClassFact {
	term: string;
	value: string;
	wide?: boolean;
}

/** The labels of the facts bar (content/settings/words.yaml, `classes`). */
export interface ClassFactWords {
	sessionLength: string;
	level: string;
	when: string;
	format: string;
	coaches: string;
}

/**
 * A class page's facts at a glance, from what the content holds: the guide's length and level, the days the
 * timetable runs it (the timetable's, never the guide's own words, so the two cannot disagree here), its coaches,
 * and its format last, on a row of its own. A fact the content lacks is left out.
 */
export function classFacts(
	input: {
		session?: { length: string; level?: string | undefined; format: string } | undefined;
		days: readonly Weekday[];
		coaches: readonly string[];
	},
	words: ClassFactWords,
): ClassFact[] {
	const days = weekdays.filter((day) => input.days.includes(day)).map((day) => dayName(day).slice(0, 3));
	return [
		...(input.session ? [{ term: words.sessionLength, value: input.session.length }] : []),
		...(input.session?.level ? [{ term: words.level, value: input.session.level }] : []),
		...(days.length > 0 ? [{ term: words.when, value: days.join(' · ') }] : []),
		...(input.coaches.length > 0 ? [{ term: words.coaches, value: input.coaches.join(', ') }] : []),
		...(input.session ? [{ term: words.format, value: input.session.format, wide: true }] : []),
	];
}
