import { classAccess } from '../../lib/classes/class-access.ts';
import { entryOf, entryPath } from '../../lib/content/content-layout.ts';
import { bodyOf, frontmatterPattern } from '../../lib/content/frontmatter.ts';
import { type Weekday, weekdays } from '../../lib/schedule/browser/weekdays.ts';
import {
	agreesWithTimetable,
	describeRuns,
	findClassFrequencies,
	findStatedFrequencies,
	findTimetablePointer,
	type StatedFrequency,
	type TimetableRuns,
} from '../../lib/schedule/stated-frequency.ts';
import { classTypes } from '../../lib/schemas/classes.ts';
import { collectionOf, dataOf, isRecord } from './data.ts';
import type { SourceFile } from './files.ts';

// Warnings where the timetable and other content disagree: a class guide's words about how often it runs, and slots
// outside the day's usual opening hours. Both read the content files as they are, like the other audits.

interface Slot {
	day: Weekday;
	index: number;
	start: string;
	end: string;
	name: string;
	file: string;
}

function timetableSlots(files: SourceFile[]): Slot[] {
	return files
		.filter((file) => collectionOf(file) === 'timetable')
		.flatMap((file) => {
			const data = dataOf(file);
			if (!isRecord(data) || !weekdays.includes(data['day'] as Weekday) || !Array.isArray(data['slots'])) return [];
			const day = data['day'] as Weekday;
			return data['slots'].flatMap((slot: unknown, index) =>
				isRecord(slot) && typeof slot['start'] === 'string' && typeof slot['end'] === 'string'
					? [
							{
								day,
								index,
								start: slot['start'],
								end: slot['end'],
								name: typeof slot['class'] === 'string' ? slot['class'].trim() : '',
								file: file.path,
							},
						]
					: [],
			);
		});
}

/** Each class guide's days and sessions on the timetable, through content/settings/class-names.yaml. */
export function timetableRunsBySlug(files: SourceFile[]): Map<string, TimetableRuns> {
	const namesFile = files.find((file) => file.path === entryPath('classNames'));
	const names = namesFile ? dataOf(namesFile) : undefined;
	const slugOf = new Map(Object.entries(isRecord(names) ? names : {}).map(([name, slug]) => [name.trim(), String(slug)]));
	const runs = new Map<string, { days: Weekday[]; sessions: number }>();
	for (const slot of timetableSlots(files)) {
		const slug = slugOf.get(slot.name);
		if (!slug) continue;
		const entry = runs.get(slug) ?? { days: [], sessions: 0 };
		if (!entry.days.includes(slot.day)) entry.days.push(slot.day);
		entry.sessions += 1;
		runs.set(slug, entry);
	}
	return runs;
}

/** Every string in a YAML value with its field path, e.g. ['faq.0.answer', '…']. */
function strings(value: unknown, path: string[] = []): [string, string][] {
	if (typeof value === 'string') return [[path.join('.'), value]];
	if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, [...path, String(i)]));
	if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
	return [];
}

/**
 * Class guides whose words say how often the class runs ("twice per week", "4 days a week", "every weekday") where
 * the timetable has it on a different number of days, or not at all: one line per statement, naming the file and
 * the field (or the body's line) and what the timetable has.
 */
export function findFrequencyDisagreements(files: SourceFile[]): string[] {
	const runsBySlug = timetableRunsBySlug(files);
	return files.flatMap((file) => {
		const entry = entryOf(file.path);
		const data = entry?.collection === 'classes' ? dataOf(file) : undefined;
		if (!entry || !isRecord(data)) return [];
		const title = [data['classTitle'], data['heading']].find((value): value is string => typeof value === 'string') ?? entry.id;
		const runs = runsBySlug.get(entry.id) ?? { days: [], sessions: 0 };
		const says = (where: string, found: StatedFrequency[]) =>
			found
				.filter((stated) => !agreesWithTimetable(stated, runs))
				.map((stated) => `${where}: says "${stated.phrase}", but the timetable ${describeRunsOf(title, runs)}`);
		// The schedule field is about when the class runs whatever its words; elsewhere only sentences about the class count.
		const texts = strings(data);
		const fields = texts.flatMap(([field, text]) =>
			says(`${file.path}: ${field}`, field === 'session.schedule' ? findStatedFrequencies(text) : findClassFrequencies(text, title)),
		);
		// A class booked by arrangement (the page's own rule, classAccess) is not on the timetable: words that send its
		// visitors there lead nowhere. The closing card's button label is the product's, so it is left out.
		const type = classTypes.find((kind) => kind === data['type']);
		const pointers =
			classAccess({ sessions: runs.sessions, type }) === 'arrangement'
				? texts.flatMap(([field, text]) => {
						const phrase = field === 'closing.label' ? undefined : findTimetablePointer(text);
						return phrase
							? [`${file.path}: ${field}: says "${phrase}", but the timetable ${describeRunsOf(title, runs)}; say how to book instead`]
							: [];
					})
				: [];
		const bodyStart = (frontmatterPattern.exec(file.text)?.[0] ?? '').split('\n').length - 1;
		const body = bodyOf(file.text)
			.split('\n')
			.flatMap((line, index) => says(`${file.path}:${bodyStart + index + 1}`, findClassFrequencies(line, title)));
		return [...fields, ...pointers, ...body];
	});
}

const describeRunsOf = (title: string, runs: TimetableRuns) =>
	runs.days.length === 0
		? `does not list ${title} (no timetable class links to it in ${entryPath('classNames')})`
		: `has ${title} ${describeRuns(runs).replace(/^runs /, '')}`;

/**
 * Timetable slots that start before or end after the day's usual opening hours (content/settings/site.yaml):
 * the gym may open early for a class, but staff should be asked.
 */
export function findSlotsOutsideOpeningHours(files: SourceFile[]): string[] {
	const settingsFile = files.find((file) => file.path === entryPath('settings'));
	const settings = settingsFile ? dataOf(settingsFile) : undefined;
	const hours = isRecord(settings) && isRecord(settings['openingHours']) ? settings['openingHours'] : {};
	return timetableSlots(files).flatMap((slot) => {
		const day = hours[slot.day];
		// A blank slot only keeps the rows lined up; nobody comes in for it.
		if (!slot.name || !isRecord(day) || typeof day['open'] !== 'string' || typeof day['close'] !== 'string') return [];
		const { open, close } = day as { open: string; close: string };
		// Zero-padded HH:MM strings compare as times.
		if (slot.start >= open && slot.end <= close) return [];
		const name = `${slot.day.charAt(0).toUpperCase()}${slot.day.slice(1)}`;
		return [
			`${slot.file}: slots.${slot.index}: ${slot.name} ${slot.start}–${slot.end} is outside ${name}'s opening hours (${open}–${close} in ${entryPath('settings')} openingHours); check the gym opens for it, or change the slot or the hours`,
		];
	});
}
