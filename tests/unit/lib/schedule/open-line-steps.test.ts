import { describe, expect, it } from 'vitest';

import { londonClock } from '@/lib/schedule/browser/london-time';
import { openLineAt } from '@/lib/schedule/browser/open-line-at';
import { openLine } from '@/lib/schedule/open-line-steps';
import { describeOpenStatus, openStatus } from '@/lib/schedule/open-or-closed';
import type { SpecialDay } from '@/lib/schemas/special-hours';

import { christmas, openWords, week } from '../../support/gym-hours';

const holidays: SpecialDay[] = [...christmas, { from: '2027-03-28', to: '2027-03-28', hours: null, note: 'Spring clean' }];

describe('openLine: the words the browser shows are the ones the tested rules give, at every moment', () => {
	it.each([
		['a winter build', '2026-12-10T15:47:00Z'],
		['a build across the spring clock change', '2027-03-24T09:00:00Z'],
		['a build across the autumn clock change', '2026-10-21T22:10:00Z'],
		['a build at London midnight in summer', '2026-07-05T23:00:00Z'],
	])('%s', (_, build) => {
		const from = Date.parse(build);
		const line = openLine(from, week, holidays, openWords);
		for (let at = from; at < from + 7 * 86_400_000; at += 7 * 60_000) {
			const status = openStatus(londonClock(new Date(at)), week, holidays);
			expect(openLineAt(line, at), new Date(at).toISOString()).toEqual({ text: describeOpenStatus(status, openWords), open: status.open });
		}
	});

	it('knows nothing before the build or after the weeks it covers, so the line stays empty rather than wrong', () => {
		const from = Date.parse('2026-12-10T15:47:00Z');
		const line = openLine(from, week, holidays, openWords);
		expect(openLineAt(line, from - 60_000)).toBeUndefined();
		expect(openLineAt(line, from + 7 * 86_400_000)).toBeDefined();
		expect(openLineAt(line, from + 9 * 86_400_000)).toBeUndefined();
	});

	it('stays small: a step for each change, the words once each', () => {
		const line = openLine(Date.parse('2026-12-10T15:47:00Z'), week, holidays, openWords);
		expect(line.steps.length / 2).toBeLessThanOrEqual(9 * 3);
		expect(new Set(line.texts).size).toBe(line.texts.length);
	});
});
