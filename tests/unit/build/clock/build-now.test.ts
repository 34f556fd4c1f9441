import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildNow } from '@/build/clock/build-now';

describe('buildNow', () => {
	afterEach(() => {
		// The moment one build keeps (buildMoment): each test starts a build of its own.
		delete (globalThis as Record<symbol, unknown>)[Symbol.for('gym.buildMoment')];
		vi.unstubAllEnvs();
		vi.useRealTimers();
	});

	it('reads the moment once in a build, so a page rendered later names the same one', () => {
		vi.stubEnv('DEV', false);
		vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
		const first = buildNow();
		vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
		expect(buildNow()).toEqual(first);
	});

	it('gives a second copy of the module the same moment, as the content sync and the pages each load their own', async () => {
		vi.stubEnv('DEV', false);
		vi.useFakeTimers({ now: new Date('2030-01-01T23:59:30Z') });
		const first = buildNow();
		vi.setSystemTime(new Date('2030-01-02T00:00:30Z'));
		vi.resetModules();
		const again = await import('@/build/clock/build-now');
		expect(again.buildNow).not.toBe(buildNow);
		expect(again.buildNow()).toEqual(first);
	});

	it('reads the clock at each call in `astro dev`', () => {
		vi.stubEnv('DEV', true);
		vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
		expect(buildNow()).toEqual(new Date('2030-01-01T09:00:00Z'));
		vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
		expect(buildNow()).toEqual(new Date('2030-01-01T10:00:00Z'));
	});

	it('leaves the environment as it was', () => {
		vi.stubEnv('DEV', false);
		vi.stubEnv('GYM_BUILD_MOMENT', undefined);
		buildNow();
		expect(process.env.GYM_BUILD_MOMENT).toBeUndefined();
	});

	it('takes a moment the environment pins', () => {
		vi.stubEnv('DEV', false);
		vi.stubEnv('GYM_BUILD_MOMENT', '2030-06-01T12:00:00.000Z');
		expect(buildNow()).toEqual(new Date('2030-06-01T12:00:00.000Z'));
	});
});
