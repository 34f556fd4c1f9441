import { describe, expect, it } from 'vitest';
import { nextSessionText } from '@/lib/schedule/next-session-text';
import { londonClock } from '@/lib/schedule/browser/london-time';
import type { Weekday } from '@/lib/schedule/browser/weekdays';

// A made-up week (not the gym's); 2026-06-01 is a Monday, in British Summer Time.
const session = (day: Weekday, start: string, end: string, name: string) => ({ day, start, end, name });
const sessions = [
	session('monday', '06:00', '07:00', 'Hydra'),
	session('monday', '18:00', '19:00', 'Lift'),
	session('wednesday', '12:30', '13:00', 'Desk Break'),
];
const words = { today: 'Today', tomorrow: 'Tomorrow' };
const at = (iso: string) => londonClock(new Date(iso));

describe('nextSessionText', () => {
	it.each([
		{ name: 'later today', now: '2026-06-01T04:00:00Z', text: 'Today 06:00', class: 'Hydra' },
		{ name: 'on now counts as today', now: '2026-06-01T05:30:00Z', text: 'Today 06:00', class: 'Hydra' },
		{ name: 'after the last of the day: the next day with one', now: '2026-06-01T19:00:00Z', text: 'Wed 12:30', class: 'Desk Break' },
		{ name: 'tomorrow', now: '2026-06-02T20:00:00Z', text: 'Tomorrow 12:30', class: 'Desk Break' },
		{ name: 'round the week', now: '2026-06-03T13:00:00Z', text: 'Mon 06:00', class: 'Hydra' },
	])('$name: $text', ({ now, text, class: name }) => {
		const found = nextSessionText(sessions, at(now), [], words);
		expect(found.text).toBe(text);
		expect(found.session?.name).toBe(name);
	});

	it('skips a day a closure cancels', () => {
		const closed = [{ from: '2026-06-03', to: '2026-06-03', hours: null, note: 'Closed' }];
		expect(nextSessionText(sessions, at('2026-06-02T20:00:00Z'), closed, words).text).toBe('Mon 06:00');
	});

	it('is empty for a class with no sessions', () => {
		expect(nextSessionText([], at('2026-06-01T04:00:00Z'), [], words)).toEqual({ text: '', session: undefined });
	});
});
