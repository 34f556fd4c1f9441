import { describe, expect, it, vi } from 'vitest';

import { whileShown } from '@/lib/browser/while-shown';

import { stubShownPage } from '../../support/page-events';

const { showPrerendered, pageshow } = stubShownPage();

describe('whileShown', () => {
	it('runs at once, then every half-minute', () => {
		const show = vi.fn();
		whileShown(show);
		expect(show).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(29_999);
		expect(show).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(1);
		expect(show).toHaveBeenCalledTimes(2);
		vi.advanceTimersByTime(60_000);
		expect(show).toHaveBeenCalledTimes(4);
	});

	it('runs again when a prerendered page is shown, and when the back/forward cache restores it', () => {
		const show = vi.fn();
		whileShown(show);
		showPrerendered();
		expect(show).toHaveBeenCalledTimes(2);
		pageshow(true);
		expect(show).toHaveBeenCalledTimes(3);
	});

	it('leaves a first load alone: the page ran it already', () => {
		const show = vi.fn();
		whileShown(show);
		pageshow(false);
		expect(show).toHaveBeenCalledTimes(1);
	});
});
