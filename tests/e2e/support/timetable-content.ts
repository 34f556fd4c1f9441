import type { Settings } from '@/lib/schemas/settings';

import { classNames, settings, type Slot, timetable as contentTimetable } from '../../support/content';

// The week as the browser tests expect it, from tests/support/content.ts: each file parsed with its collection's schema
// (src/lib/schemas), so the types, defaults and the special hours' shape are the site's own.

/** A filled slot of content/timetable. */
export type ContentSlot = Slot;

/** content/timetable/<day>.yaml, filled slots only, sorted by start: what the week should show. */
export const timetable: Record<string, ContentSlot[]> = Object.fromEntries(
	Object.entries(contentTimetable).map(([day, slots]) => [
		day,
		slots
			.filter((slot) => slot.class.trim() !== '')
			.map((slot) => ({ ...slot, class: slot.class.trim() }))
			.sort((a, b) => a.start.localeCompare(b.start)),
	]),
);

/** content/settings/class-names.yaml: timetable name → class page slug. */
export const classSlugs = new Map(Object.entries(classNames));

/** Weekly opening hours and holiday list from content/settings/site.yaml. */
export const hours: Pick<Settings, 'openingHours' | 'specialHours'> = settings;

export const filledSlots = Object.values(timetable).flat();

/** A listed day as the site reads it: `to` filled in, `hours` null when closed (the schema's own transform). */
export type ListedDay = Settings['specialHours'][number];

/** content/settings/site.yaml's holiday list, as the settings schema gives it. */
export const specialDays: ListedDay[] = settings.specialHours;

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
