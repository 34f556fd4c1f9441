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
		['00:00', ['next', undefined, undefined, undefined]],
		['05:59', ['next', undefined, undefined, undefined]],
		['06:00', ['now', 'next', undefined, undefined]],
		['06:59', ['now', 'next', undefined, undefined]],
		['07:00', [undefined, 'next', undefined, undefined]],
		['18:30', [undefined, undefined, 'now', 'next']],
		// At 19:00 one class ends as the next starts: the new one is on now.
		['19:00', [undefined, undefined, undefined, 'now']],
		['20:00', [undefined, undefined, undefined, undefined]],
	])('at %s', (time, expected) => {
		expect(slotStatuses(monday, at(time))).toEqual(expected);
	});

	it('finds the next class whatever order the slots come in', () => {
		expect(slotStatuses([monday[2]!, monday[0]!], at('08:00'))).toEqual(['next', undefined]);
	});

	it('gives a cancelled class neither badge, and passes Next to the class after it', () => {
		const short = monday.map((slot, i) => ({ ...slot, off: i >= 2 }));
		expect(slotStatuses(short, at('08:00'))).toEqual([undefined, 'next', undefined, undefined]);
		expect(slotStatuses(short, at('18:30'))).toEqual([undefined, undefined, undefined, undefined]);
	});
});
