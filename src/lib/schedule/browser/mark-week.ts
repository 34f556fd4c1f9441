// The timetable's marks at a moment, apart from the page: its script reads the cards, asks here, and writes back.
import { dayMark } from './day-marks.ts';
import type { SpecialDay } from './gym-calendar.ts';
import { addDays, type LondonClock, mondayOf } from './london-time.ts';
import { type SlotStatus, slotStatuses } from './slot-status.ts';
import { type Weekday, weekdays } from './weekdays.ts';

/** A slot's badge: finished, on now, next, or cancelled by a listed day. */
export type SlotMark = SlotStatus | 'cancelled';

/** How a day's card reads at a moment: whether it is today, its note, and each filled slot's badge. */
export interface CardMarks {
	today: boolean;
	/** "Closed · Christmas", "Christmas Eve · Open 08:00–13:00"; empty on a usual day. */
	note: string;
	slots: SlotMark[];
}

/**
 * A card of the week that holds `now` (London's clock): its date's closure or short day and the slots that cancels,
 * and on today's card the classes already over, the one on now and the next one, never a cancelled one.
 */
export function markCard(
	weekday: Weekday,
	slots: readonly { start: string; end: string }[],
	now: LondonClock,
	special: readonly SpecialDay[],
	words: { closed: string; hours: string },
): CardMarks {
	const today = weekday === now.weekday;
	const day = dayMark(addDays(mondayOf(now.date), weekdays.indexOf(weekday)), special, slots, words);
	const statuses = today
		? slotStatuses(
				slots.map((slot, i) => ({ ...slot, off: day.cancelled[i] === true })),
				now.minutes,
			)
		: [];
	return { today, note: day.note, slots: slots.map((_, i) => (day.cancelled[i] ? 'cancelled' : statuses[i])) };
}

/** A listed day as the page carries it, the shortest form: `open` and `close` empty when it is closed all day. */
export type SpecialRow = [from: string, to: string, open: string, close: string, note: string];

/** Listed days as rows for the page's data attribute. */
export function toSpecialRows(special: readonly SpecialDay[]): SpecialRow[] {
	return special.map((day) => [day.from, day.to, day.hours?.open ?? '', day.hours?.close ?? '', day.note]);
}

/** The page's rows back as listed days. */
export function fromSpecialRows(rows: readonly SpecialRow[]): SpecialDay[] {
	return rows.map(([from, to, open, close, note]) => ({ from, to, hours: open ? { open, close } : null, note }));
}

/** What the timetable's script reads from its page (PageData `timetable-week`). */
export interface WeekPageData {
	/** The words of a slot's badge. */
	badges: Record<Exclude<SlotMark, undefined>, string>;
	/** The words of a day's note. */
	notes: { closed: string; hours: string };
	/** The listed days not over yet. */
	special: SpecialRow[];
}
