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
