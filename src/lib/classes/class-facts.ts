import { fillTemplate } from '../browser/fill-template.ts';
import { toMinutes } from '../schedule/browser/london-time.ts';
import { type DayNames, type Weekday, weekdays } from '../schedule/browser/weekdays.ts';
import type { ClassAccess } from './class-access.ts';

/** One field of a class page's facts strip: its label and its value. */
export interface ClassFact {
	term: string;
	value: string;
	/** Where to ask, on a field the content does not give: the fallback words are a way to find out, not a blank. */
	href?: string;
}

/** The labels and fallbacks of the facts strip (content/settings/words.yaml, `classes.facts`). */
export interface ClassFactWords {
	duration: string;
	level: string;
	days: string;
	coach: string;
	price: string;
	/** A length worked out from the timetable, e.g. {minutes} min. */
	minutes: string;
	/** The price of a first visit, with the day pass plan's name, e.g. {price} {plan}. */
	dayPass: string;
	/** Said for the first field the content does not give, linked to an e-mail about the class, e.g. Ask us. */
	unknown: string;
	/** Said for any further field it does not give, as one way to ask is enough, e.g. a dash. */
	notGiven: string;
	/** Said when the guide lists no coaches, e.g. Our coaches. */
	anyCoach: string;
	/** The days of a class off the timetable, e.g. By arrangement. */
	byArrangement: string;
	/** Each weekday's short name, e.g. Mon (content/settings/words.yaml, `shortDays`). */
	shortDays: DayNames;
}

/**
 * Days in week order by their short names, runs of three or more joined: "Mon–Fri", "Tue, Thu", "Mon, Wed–Fri". A comma
 * between days, since a dot between two reads as a range.
 */
export function formatDays(days: readonly Weekday[], shortDays: DayNames): string {
	const indexes = weekdays.flatMap((day, i) => (days.includes(day) ? [i] : []));
	const short = (i: number) => shortDays[weekdays[i]!];
	const runs: number[][] = [];
	for (const i of indexes) {
		const run = runs.at(-1);
		if (run && run.at(-1) === i - 1) run.push(i);
		else runs.push([i]);
	}
	return runs.flatMap((run) => (run.length >= 3 ? [`${short(run[0]!)}–${short(run.at(-1)!)}`] : run.map(short))).join(', ');
}

/**
 * A class page's facts strip: the same five fields on every page, in the same order (duration, level, days, coach,
 * price), each from the content: the guide's length (else the length of its timetable sessions), its level, the
 * timetable's days (the opening days for a class to walk into, the guide's own `runs` for a class off the timetable),
 * the coaches its guide lists, and the day pass, which every class can be tried on. The first field the content
 * lacks says so in the fallback words linked to `ask` (an e-mail to the gym about the class); any later one says
 * `notGiven`, so the strip never asks twice.
 */
export function classFacts(
	input: {
		access: ClassAccess;
		session?: { length: string } | undefined;
		/** Who the class suits, e.g. All levels. */
		level?: string | undefined;
		sessions: readonly { day: Weekday; start: string; end: string }[];
		openDays: readonly Weekday[];
		/** When a class off the timetable runs, as its guide says, e.g. Saturdays from 10am. */
		runs?: string | undefined;
		coaches: readonly string[];
		/** The day pass plan's name and price as the page words them (src/data/site/day-pass.ts). */
		dayPass: Readonly<Record<'plan' | 'price' | 'online', string>>;
		/** Where to ask about the class, e.g. a mailto link with the class as its subject. */
		ask: string;
	},
	words: ClassFactWords,
): ClassFact[] {
	const lengths = input.sessions.map(({ start, end }) => toMinutes(end) - toMinutes(start));
	const [shortest, longest] = [Math.min(...lengths), Math.max(...lengths)];
	const timetableLength =
		lengths.length > 0
			? fillTemplate(words.minutes, { minutes: shortest === longest ? `${shortest}` : `${shortest}–${longest}` })
			: undefined;
	const days = {
		timetable: formatDays(
			input.sessions.map(({ day }) => day),
			words.shortDays,
		),
		'walk-in': formatDays(input.openDays, words.shortDays),
		arrangement: input.runs ?? words.byArrangement,
	}[input.access];
	let asked = false;
	const fact = (term: string, value: string | undefined): ClassFact => {
		if (value !== undefined) return { term, value };
		if (asked) return { term, value: words.notGiven };
		asked = true;
		return { term, value: words.unknown, href: input.ask };
	};
	return [
		fact(words.duration, input.session?.length ?? timetableLength),
		fact(words.level, input.level),
		fact(words.days, days),
		fact(words.coach, input.coaches.length > 0 ? input.coaches.join(', ') : words.anyCoach),
		fact(words.price, fillTemplate(words.dayPass, input.dayPass)),
	];
}
