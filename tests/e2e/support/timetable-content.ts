import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

const dir = new URL('../../../content/', import.meta.url);
const read = (file: string): unknown => parse(readFileSync(new URL(file, dir), 'utf8'));

export interface ContentSlot {
	start: string;
	end: string;
	class: string;
}

/** content/timetable/<day>.yaml, filled slots only, sorted by start: what the week should show. */
export const timetable: Record<string, ContentSlot[]> = Object.fromEntries(
	readdirSync(new URL('timetable/', dir))
		.filter((name) => name.endsWith('.yaml'))
		.map((name) => {
			const data = read(`timetable/${name}`) as { day: string; slots: ContentSlot[] };
			const filled = data.slots.filter((slot) => (slot.class ?? '').trim() !== '').map((slot) => ({ ...slot, class: slot.class.trim() }));
			return [data.day, filled.sort((a, b) => a.start.localeCompare(b.start))];
		}),
);

/** content/settings/class-names.yaml: timetable name → class page slug. */
export const classSlugs = new Map(Object.entries(read('settings/class-names.yaml') as Record<string, string>));

/** Weekly opening hours and holiday list from content/settings/site.yaml. */
export const hours = read('settings/site.yaml') as {
	openingHours: Record<string, { open: string; close: string }>;
	specialHours?: { from: string | Date; to?: string | Date; closed?: boolean; open?: string; close?: string; note: string }[];
};

export const filledSlots = Object.values(timetable).flat();

/** A listed day as the site reads it: YAML's dates as `YYYY-MM-DD`, `to` filled in, `hours` null when closed. */
export interface ListedDay {
	from: string;
	to: string;
	hours: { open: string; close: string } | null;
	note: string;
}
const isoDate = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** content/settings/site.yaml's holiday list, read on its own here (not with the site's schema). */
export const specialDays: ListedDay[] = (hours.specialHours ?? []).map((day) => ({
	from: isoDate(day.from),
	to: isoDate(day.to ?? day.from),
	hours: day.closed || !day.open || !day.close ? null : { open: day.open, close: day.close },
	note: day.note,
}));

/** The weekdays, Monday first, as the timetable files name them. */
export const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** "18:30" → 1110, and back. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
/** Today's date in London, `YYYY-MM-DD`, when the tests run. */
export const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
/** The calendar date `ahead` days after a `YYYY-MM-DD` date. */
export const dateAhead = (date: string, ahead: number) =>
	new Date(Date.parse(`${date}T12:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10);
/** The weekday of a `YYYY-MM-DD` date, as the timetable files name it. */
export const weekdayOfDate = (date: string) => weekdayNames[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] ?? '';
/** content/timetable's filled slots on a date's weekday. */
export const slotsOn = (date: string): ContentSlot[] => timetable[weekdayOfDate(date)] ?? [];
