import { describe, expect, it } from 'vitest';

import { slotStatuses } from '@/lib/schedule/browser/slot-status';

const monday = [
	{ start: '06:00', end: '07:00' },
	{ start: '09:30', end: '10:30' },
	{ start: '18:00', end: '19:00' },
	{ start: '19:00', end: '20:00' },
];
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('slotStatuses', () => {
	it.each([
		// Before the first class: nothing over yet.
		['00:00', ['next', undefined, undefined, undefined]],
		['05:59', ['next', undefined, undefined, undefined]],
		['06:00', ['now', 'next', undefined, undefined]],
		['06:59', ['now', 'next', undefined, undefined]],
		// A class is over at its end time, to the minute.
		['07:00', ['done', 'next', undefined, undefined]],
		['18:30', ['done', 'done', 'now', 'next']],
		// At 19:00 one class ends as the next starts: the first is over and the new one is on now.
		['19:00', ['done', 'done', 'done', 'now']],
		// After the last class every class of the day is over.
		['20:00', ['done', 'done', 'done', 'done']],
		['23:59', ['done', 'done', 'done', 'done']],
	])('at %s', (time, expected) => {
		expect(slotStatuses(monday, at(time))).toEqual(expected);
	});

	it('finds the next class whatever order the slots come in', () => {
		expect(slotStatuses([monday[2]!, monday[0]!], at('08:00'))).toEqual(['next', 'done']);
	});

	it('gives a cancelled class no badge, not even finished, and passes Next to the class after it', () => {
		const short = monday.map((slot, i) => ({ ...slot, off: i >= 2 }));
		expect(slotStatuses(short, at('08:00'))).toEqual(['done', 'next', undefined, undefined]);
		expect(slotStatuses(short, at('18:30'))).toEqual(['done', 'done', undefined, undefined]);
		expect(slotStatuses(short, at('21:00'))).toEqual(['done', 'done', undefined, undefined]);
	});

	it('marks a class that runs to midnight over only when the day is', () => {
		expect(slotStatuses([{ start: '22:00', end: '23:59' }], at('23:58'))).toEqual(['now']);
	});
});
