import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRefresh } from '@/lib/schedule/browser/live-refresh';
import type { LondonClock } from '@/lib/schedule/browser/london-time';

// The page and its window as plain event targets: what the loop listens to, without a browser.
let page: EventTarget;
let window: EventTarget;
const pageshow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

beforeEach(() => {
	page = new EventTarget();
	window = new EventTarget();
	vi.stubGlobal('document', page);
	vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
	// 2026-07-06 is a Monday; 08:59 UTC is 09:59 in British Summer Time.
	vi.useFakeTimers({ now: new Date('2026-07-06T08:59:00Z') });
});

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

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
