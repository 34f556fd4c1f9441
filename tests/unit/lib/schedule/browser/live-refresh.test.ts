import { describe, expect, it, vi } from 'vitest';

import { liveRefresh } from '@/lib/schedule/browser/live-refresh';
import type { LondonClock } from '@/lib/schedule/browser/london-time';

import { stubShownPage } from '../../../support/page-events';

// 2026-07-06 is a Monday; 08:59 UTC is 09:59 in British Summer Time.
const { pageshow } = stubShownPage(new Date('2026-07-06T08:59:00Z'));

describe('liveRefresh', () => {
	it("hands each run London's clock at that moment", () => {
		const seen: LondonClock[] = [];
		liveRefresh((now) => seen.push(now));
		vi.advanceTimersByTime(60_000);
		expect(seen).toEqual([
			{ date: '2026-07-06', weekday: 'monday', minutes: 9 * 60 + 59 },
			{ date: '2026-07-06', weekday: 'monday', minutes: 9 * 60 + 59 },
			{ date: '2026-07-06', weekday: 'monday', minutes: 10 * 60 },
		]);
	});

	it('reads the clock again on a restored page, hours later', () => {
		const seen: LondonClock[] = [];
		liveRefresh((now) => seen.push(now));
		vi.setSystemTime(new Date('2026-07-06T23:30:00Z'));
		pageshow(true);
		expect(seen.at(-1)).toEqual({ date: '2026-07-07', weekday: 'tuesday', minutes: 30 });
	});
});
