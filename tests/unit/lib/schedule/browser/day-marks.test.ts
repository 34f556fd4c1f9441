import { describe, expect, it } from 'vitest';

import { dayMark } from '@/lib/schedule/browser/day-marks';
import type { SpecialDay } from '@/lib/schedule/browser/gym-calendar';

const words = { closed: 'Closed', hours: 'Open {open}–{close}' };
const special: SpecialDay[] = [
	{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' },
	{ from: '2026-12-25', to: '2026-12-26', hours: null, note: 'Christmas' },
];
const slots = [
	{ start: '06:00', end: '07:00' },
	{ start: '12:30', end: '13:00' },
	{ start: '12:30', end: '13:30' },
	{ start: '18:30', end: '19:30' },
];

describe('dayMark', () => {
	it('leaves a usual day as it is', () => {
		expect(dayMark('2026-12-23', special, slots, words)).toEqual({ closed: false, note: '', cancelled: [false, false, false, false] });
	});

	it('says a closed day is closed and why, every class cancelled', () => {
		expect(dayMark('2026-12-26', special, slots, words)).toEqual({
			closed: true,
			note: 'Closed · Christmas',
			cancelled: [true, true, true, true],
		});
	});

	it('gives a short day its hours and cancels what does not fit them', () => {
		expect(dayMark('2026-12-24', special, slots, words)).toEqual({
			closed: false,
			note: 'Christmas Eve · Open 08:00–13:00',
			cancelled: [true, false, true, true],
		});
	});
});
