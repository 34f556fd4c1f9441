import { type Weekday, weekdays } from './browser/weekdays.ts';

/** How often a sentence says a class runs: on `count` days a week, or `count` times a week, or on every weekday. */
export interface StatedFrequency {
	/** The words as written, e.g. "twice per week". */
	phrase: string;
	/** `days`: on that many different days; `times`: that many sessions (or days) a week; `weekdays`: Monday to Friday. */
	unit: 'days' | 'times' | 'weekdays';
	count: number;
}

/** When a class runs in the timetable's week. */
export interface TimetableRuns {
	/** The distinct weekdays it runs on. */
	days: readonly Weekday[];
	/** Its sessions in the week. */
	sessions: number;
}

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const number = String.raw`[1-7]|one|two|three|four|five|six|seven`;
const perWeek = String.raw`(?:a|per|each|every)\s+week`;
// Each form staff might write, longest first so "seven days a week" is not also read as "days a week".
const patterns: { pattern: RegExp; read: (match: RegExpMatchArray) => Omit<StatedFrequency, 'phrase'> }[] = [
	{
		pattern: new RegExp(String.raw`\bevery\s+week\s?days?\b|\b(?:monday|mon)\s+to\s+(?:friday|fri)\b`, 'gi'),
		read: () => ({ unit: 'weekdays', count: 5 }),
	},
	{ pattern: /\bevery\s+day\b|\bdaily\b/gi, read: () => ({ unit: 'days', count: 7 }) },
	{
		pattern: new RegExp(String.raw`\b(${number})\s+days?\s+${perWeek}\b`, 'gi'),
		read: (match) => ({ unit: 'days', count: toNumber(match[1]) }),
	},
	{
		pattern: new RegExp(String.raw`\b(once|twice|thrice|(?:${number})\s+(?:times|sessions|classes))\s+${perWeek}\b`, 'gi'),
		read: (match) => ({ unit: 'times', count: toNumber(match[1]) }),
	},
];

function toNumber(words = ''): number {
	const word = words.toLowerCase().split(/\s+/)[0] ?? '';
	if (word === 'once') return 1;
	if (word === 'twice') return 2;
	if (word === 'thrice') return 3;
	return numberWords[word] ?? Number(word);
}

/** Every statement of how often something happens in `text`, in the order written. */
export function findStatedFrequencies(text: string): StatedFrequency[] {
	const found: (StatedFrequency & { at: number })[] = [];
	for (const { pattern, read } of patterns) {
		for (const match of text.matchAll(pattern)) {
			const at = match.index;
			// A shorter form inside a longer one already found ("days a week" inside "every day... ") counts once.
			if (found.some((f) => at >= f.at && at < f.at + f.phrase.length)) continue;
			found.push({ phrase: match[0], at, ...read(match) });
		}
	}
	return found.sort((a, b) => a.at - b.at).map(({ phrase, unit, count }) => ({ phrase, unit, count }));
}

// A sentence speaks of the class when it names it or says it runs, or speaks of its sessions or classes ("the doors
// open seven days a week" is about the gym).
const aboutClasses = /\b(?:runs?|sessions?|class(?:es)?)\b/i;

/**
 * How often `text` says the class called `title` runs: each statement in a sentence that names the class or speaks of
 * running, sessions or classes.
 */
export function findClassFrequencies(text: string, title: string): StatedFrequency[] {
	const named = title.trim().toLowerCase();
	return text
		.split(/(?<=[.!?])\s+|\n+/)
		.filter((sentence) => aboutClasses.test(sentence) || (named !== '' && sentence.toLowerCase().includes(named)))
		.flatMap(findStatedFrequencies);
}

const dayLabel = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** "on 5 days (Monday to Friday)", "on 1 day (Tuesday), 2 sessions": what the timetable has, in words. */
export function describeRuns({ days, sessions }: TimetableRuns): string {
	if (days.length === 0) return 'is not on the timetable';
	const ordered = weekdays.filter((day) => days.includes(day));
	const first = ordered[0] ?? 'monday';
	const last = ordered.at(-1) ?? first;
	const consecutive = ordered.length > 2 && weekdays.indexOf(last) - weekdays.indexOf(first) === ordered.length - 1;
	const list = consecutive ? `${dayLabel(first)} to ${dayLabel(last)}` : ordered.map(dayLabel).join(', ');
	const sessionCount = sessions === days.length ? '' : `, ${sessions} sessions`;
	return `runs on ${days.length} ${days.length === 1 ? 'day' : 'days'} (${list})${sessionCount}`;
}

/**
 * Whether the timetable agrees with a stated frequency: "N days a week" and "every weekday" count distinct days;
 * "twice a week" or "3 times a week" agree with either the days or the sessions, since both readings are natural.
 */
export function agreesWithTimetable(stated: StatedFrequency, runs: TimetableRuns): boolean {
	if (stated.unit === 'weekdays') return weekdays.slice(0, 5).every((day) => runs.days.includes(day));
	if (stated.unit === 'days') return runs.days.length === stated.count;
	return runs.days.length === stated.count || runs.sessions === stated.count;
}

// "Check the timetable", "see the timetable for…", "pick a session on the timetable": words that send a visitor there.
const toTimetable = /\b(?:check|see|view|pick|find|book)\b[^.!?]*\btimetable\b/i;

/** The phrase in `text` that sends a visitor to the timetable to find the class, if any, e.g. "Check the timetable". */
export function findTimetablePointer(text: string): string | undefined {
	return toTimetable.exec(text)?.[0];
}
