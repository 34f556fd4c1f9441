import { fillTemplate } from '../../browser/fill-template.ts';
import { runsOn, type SpecialDay, specialOn } from './gym-calendar.ts';

/** How a timetable card reads on a date: closed or not, the note under its name, and which of its slots are off. */
export interface DayMark {
	closed: boolean;
	/** "Closed · Christmas", "Christmas Eve · Open 08:00–13:00"; empty on a usual day. */
	note: string;
	cancelled: boolean[];
}

/** A timetable card's marks for a London date, from the listed days; the build and the page's script both ask. */
export function dayMark(
	date: string,
	special: readonly SpecialDay[],
	slots: readonly { start: string; end: string }[],
	words: { closed: string; hours: string },
): DayMark {
	const listed = specialOn(date, special);
	if (!listed) return { closed: false, note: '', cancelled: slots.map(() => false) };
	const note = listed.hours ? `${listed.note} · ${fillTemplate(words.hours, { ...listed.hours })}` : `${words.closed} · ${listed.note}`;
	return { closed: !listed.hours, note, cancelled: slots.map((slot) => !runsOn(slot, date, special)) };
}
