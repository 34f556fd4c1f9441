import { z } from 'astro/zod';

/** A variable that is either unset or some text, taken as it is: each reader decides what an empty one means. */
const text = z.string().optional();

/**
 * Every environment variable the site's code reads, and what each is for. This module is the only reader of
 * `process.env` in src/ (ESLint holds that), so this list is the whole of what a host's build settings can change.
 * Variables the scripts and tests set for themselves (scripts/, tests/) are theirs to read.
 */
export const buildEnvSchema = z.object({
	/** The folder the build writes the site to (default `./dist`): separate folders let several builds run side by side. */
	ASTRO_OUT_DIR: text,
	/** Astro's cache, mostly encoded images (default `./node_modules/.astro`): a host that keeps it builds warm. */
	ASTRO_CACHE_DIR: text,
	/** The repository Sveltia CMS commits each Save to, `owner/name` (src/cms/repository.ts). */
	CMS_GITHUB_REPO: text,
	/** The branch those Saves go to (default `main`). */
	CMS_BRANCH: text,
	/** GitHub Actions' own repository, the CMS's repository when CMS_GITHUB_REPO is unset. */
	GITHUB_REPOSITORY: text,
	/** The address of the OAuth client for "Sign In with GitHub" in /admin (src/cms/repository.ts, cmsOAuth). */
	CMS_OAUTH_BASE_URL: text,
	/** That client's path, when it is not `auth`. */
	CMS_OAUTH_ENDPOINT: text,
	/** `true` in a Netlify build: /admin signs in through Netlify, and pages leave their policy to the header. */
	NETLIFY: text,
	/** `1` in a Cloudflare Pages build: pages leave their policy to the header (src/build/host-policy-placement.ts). */
	CF_PAGES: text,
	/** `yes` or `no`, in any case: whether each page also carries its security policy in a `<meta>` element, on any host. */
	CSP_IN_PAGE: z
		.string()
		.trim()
		.toLowerCase()
		.pipe(z.enum(['yes', 'no'], { error: 'CSP_IN_PAGE: expected yes or no' }))
		.optional(),
	/** The files content:check found unreadable, one a line: it reports them itself, so the load leaves them out. */
	CONTENT_CHECK_UNREADABLE: z
		.string()
		.optional()
		.transform((files) => files?.split('\n').filter(Boolean) ?? []),
	/** The file content:check collects each entry's schema errors in; unset in a build, which stops at the first. */
	CONTENT_CHECK_REPORT: text,
	/** A moment to build at, e.g. 2026-12-07T12:00:00Z: every page, feed and list of the build speaks of it. */
	GYM_BUILD_MOMENT: z.iso
		.datetime({ offset: true, error: 'GYM_BUILD_MOMENT: expected a date and time such as 2026-12-07T12:00:00Z' })
		.optional(),
});

/** The build's environment, each variable parsed and typed. */
export type BuildEnv = z.output<typeof buildEnvSchema>;

/** Parses an environment such as `process.env`: variables not listed above are left out. */
export function parseBuildEnv(env: Record<string, string | undefined>): BuildEnv {
	return buildEnvSchema.parse(env);
}

/** The build's environment as it is now. Read at each call, not once at load: the tests set variables between calls. */
export function buildEnv(): BuildEnv {
	return parseBuildEnv(process.env);
}
