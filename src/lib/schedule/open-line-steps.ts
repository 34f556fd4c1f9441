// The build's half of the footer's open-now line: it writes the coming weeks as steps, which the page reads with
// browser/open-line-at.ts.
import type { OpeningHours } from '../schemas/settings.ts';
import { hoursOn, type SpecialDay } from './browser/gym-calendar.ts';
import { addDays, londonClock, londonInstant } from './browser/london-time.ts';
import type { OpenLine } from './browser/open-line-at.ts';
import { describeOpenStatus, openStatus, type OpenStatusWords } from './open-or-closed.ts';

const minute = 60_000;

/**
 * The footer's open-now line worked out at build time for the rest of today and the `days` after it, as the moments
 * it changes (each midnight, opening and closing in London) and the words from then on. The browser then only
 * compares the time with a list: no time-zone code in every page, and the sums stay in tested code. A week is
 * enough for a site that rebuilds daily, and each day more costs every page bytes (its holidays' words most of all).
 */
export function openLine(
	buildMs: number,
	weekly: OpeningHours,
	special: readonly SpecialDay[],
	words: OpenStatusWords,
	days = 7,
): OpenLine {
	// Whole minutes keep the numbers short.
	const fromMs = Math.floor(buildMs / minute) * minute;
	const first = londonClock(new Date(fromMs)).date;
	const moments = [fromMs];
	for (let i = 0; i <= days; i++) {
		const date = addDays(first, i);
		const { hours } = hoursOn(date, weekly, special);
		moments.push(londonInstant(date, '00:00'), ...(hours ? [londonInstant(date, hours.open), londonInstant(date, hours.close)] : []));
	}
	const end = londonInstant(addDays(first, days + 1), '00:00');
	const sorted = [...new Set(moments)].filter((at) => at >= fromMs && at <= end).sort((a, b) => a - b);
	const texts: string[] = [];
	const steps: number[] = [];
	sorted.forEach((at, i) => {
		const status = openStatus(londonClock(new Date(at)), weekly, special);
		const text = `${status.open ? '+' : '-'}${describeOpenStatus(status, words)}`;
		const next = sorted[i + 1] ?? end;
		if (next <= at) return;
		let index = texts.indexOf(text);
		if (index < 0) index = texts.push(text) - 1;
		// Runs of the same words join into one step.
		if (steps.length > 0 && steps.at(-2) === index) steps[steps.length - 1]! += (next - at) / minute;
		else steps.push(index, (next - at) / minute);
	});
	return { from: Math.round(fromMs / minute), steps, texts };
}
