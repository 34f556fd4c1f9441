import { execFileSync } from 'node:child_process';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { cmsOAuth, cmsRepository, netlifyOAuth } from '@/cms/repository';

vi.mock('node:child_process', () => ({ execFileSync: vi.fn() }));
const origin = vi.mocked(execFileSync);

describe('cmsRepository', () => {
	afterEach(() => {
		vi.unstubAllEnvs();
		origin.mockReset();
	});

	it('takes CMS_GITHUB_REPO and CMS_BRANCH first', () => {
		vi.stubEnv('CMS_GITHUB_REPO', 'gym/site');
		vi.stubEnv('GITHUB_REPOSITORY', 'other/repo');
		vi.stubEnv('CMS_BRANCH', 'content');
		expect(cmsRepository()).toEqual({ repo: 'gym/site', branch: 'content' });
	});

	it("falls back to GitHub Actions' own repository, on main", () => {
		vi.stubEnv('CMS_GITHUB_REPO', undefined);
		vi.stubEnv('CMS_BRANCH', undefined);
		vi.stubEnv('GITHUB_REPOSITORY', 'gym/from-actions');
		expect(cmsRepository()).toEqual({ repo: 'gym/from-actions', branch: 'main' });
	});

	it.each([
		['git@github.com:gym/site.git\n', 'gym/site'],
		['https://github.com/gym/site\n', 'gym/site'],
	])('otherwise reads the GitHub origin remote %j', (url, repo) => {
		vi.stubEnv('CMS_GITHUB_REPO', undefined);
		vi.stubEnv('GITHUB_REPOSITORY', undefined);
		origin.mockReturnValue(url);
		expect(cmsRepository().repo).toBe(repo);
	});

	it('warns and signs in to the placeholder when there is no GitHub origin at all', () => {
		vi.stubEnv('CMS_GITHUB_REPO', undefined);
		vi.stubEnv('GITHUB_REPOSITORY', undefined);
		origin.mockImplementation(() => {
			throw new Error('no origin');
		});
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(cmsRepository().repo).toBe('OWNER/REPOSITORY');
		expect(warn).toHaveBeenCalledOnce();
		warn.mockRestore();
	});
});

describe('cmsOAuth', () => {
	it.each([
		[{}, undefined],
		// Netlify's own client on Netlify, unless another is set.
		[{ NETLIFY: 'true' }, netlifyOAuth],
		// The Sveltia CMS Authenticator on Cloudflare Workers: its origin, the path left to Sveltia's default (auth).
		[{ CMS_OAUTH_BASE_URL: 'https://sveltia-cms-auth.gym.workers.dev/' }, { base_url: 'https://sveltia-cms-auth.gym.workers.dev' }],
		[
			{ CMS_OAUTH_BASE_URL: 'https://auth.gym.example', CMS_OAUTH_ENDPOINT: '/oauth/authorize', NETLIFY: 'true' },
			{ base_url: 'https://auth.gym.example', auth_endpoint: 'oauth/authorize' },
		],
		[{ CMS_OAUTH_BASE_URL: 'http://127.0.0.1:4000' }, { base_url: 'http://127.0.0.1:4000' }],
	])('%j', (env, expected) => {
		expect(cmsOAuth(env)).toEqual(expected);
	});

	it('refuses a client that would send the token back over plain HTTP', () => {
		expect(() => cmsOAuth({ CMS_OAUTH_BASE_URL: 'http://auth.gym.example' })).toThrow(/must be an https:\/\/ address/);
	});
});
