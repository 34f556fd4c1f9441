import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildEnv, parseBuildEnv } from '@/build/env';

describe('parseBuildEnv', () => {
	it('keeps the variables it knows, as they are, and leaves out the rest', () => {
		const env = parseBuildEnv({ CMS_BRANCH: 'content', CMS_OAUTH_BASE_URL: ' https://auth.gym.example ', PATH: '/usr/bin' });
		expect(env.CMS_BRANCH).toBe('content');
		expect(env.CMS_OAUTH_BASE_URL).toBe(' https://auth.gym.example ');
		expect(env).not.toHaveProperty('PATH');
	});

	it('leaves an unset variable undefined', () => {
		const env = parseBuildEnv({});
		expect(env.ASTRO_OUT_DIR).toBeUndefined();
		expect(env.CONTENT_CHECK_REPORT).toBeUndefined();
	});

	it.each([
		[undefined, []],
		['', []],
		['content/plans/a.yaml\n\ncontent/team/b.md\n', ['content/plans/a.yaml', 'content/team/b.md']],
	])('reads the unreadable files %j one a line', (value, files) => {
		expect(parseBuildEnv({ CONTENT_CHECK_UNREADABLE: value }).CONTENT_CHECK_UNREADABLE).toEqual(files);
	});
});

describe('parseBuildEnv: the settings it holds to their values', () => {
	it.each([
		[' No ', 'no'],
		['YES', 'yes'],
	])('reads CSP_IN_PAGE %j in any case, as %j', (value, read) => {
		expect(parseBuildEnv({ CSP_IN_PAGE: value }).CSP_IN_PAGE).toBe(read);
	});

	it.each([
		['CSP_IN_PAGE', 'false', 'CSP_IN_PAGE: expected yes or no'],
		['GYM_BUILD_MOMENT', 'tomorrow', 'GYM_BUILD_MOMENT: expected a date and time such as 2026-12-07T12:00:00Z'],
	])('names %s and the values it takes when it is %j', (name, value, message) => {
		expect(() => parseBuildEnv({ [name]: value })).toThrow(message);
	});

	it('takes a moment with its offset', () => {
		expect(parseBuildEnv({ GYM_BUILD_MOMENT: '2026-03-29T00:30:00+00:00' }).GYM_BUILD_MOMENT).toBe('2026-03-29T00:30:00+00:00');
	});
});

describe('buildEnv', () => {
	afterEach(() => vi.unstubAllEnvs());

	it('reads the environment at each call', () => {
		vi.stubEnv('CSP_IN_PAGE', 'no');
		expect(buildEnv().CSP_IN_PAGE).toBe('no');
		vi.stubEnv('CSP_IN_PAGE', 'yes');
		expect(buildEnv().CSP_IN_PAGE).toBe('yes');
	});
});
