import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildNow } from '@/build/clock/build-now';

describe('buildNow', () => {
	afterEach(() => {
		vi.unstubAllEnvs();
		vi.useRealTimers();
	});

	it('reads the moment once in a build, so a page rendered later names the same one', () => {
		vi.stubEnv('DEV', false);
		vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
		const first = buildNow();
		vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
		expect(buildNow()).toBe(first);
	});

	it('reads the clock at each call in `astro dev`', () => {
		vi.stubEnv('DEV', true);
		vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
		expect(buildNow()).toEqual(new Date('2030-01-01T09:00:00Z'));
		vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
		expect(buildNow()).toEqual(new Date('2030-01-01T10:00:00Z'));
	});
});
