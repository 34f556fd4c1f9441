import { describe, expect, it, vi } from 'vitest';

import { loadLaunchPage } from '@/data/pages/launch-page';

import { locals } from '../../support/loader-fixtures';

// The launch list reads the whole of content/; an empty one is enough to see what the page makes of it.
vi.mock('@/build/launch/launch-list', () => ({
	readLaunchList: () => Promise.resolve({ facts: [], pictures: [], warnings: [] }),
}));

describe('loadLaunchPage', () => {
	it("names the gym and the day the build ran, in the gym's words for a date", async () => {
		const page = await loadLaunchPage(locals);
		expect(page.siteName).toBe('Fixture Gym');
		expect(page.built).toBe('7 January 2030');
	});
});
