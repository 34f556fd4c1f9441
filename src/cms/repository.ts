import { execFileSync } from 'node:child_process';

import { type BuildEnv, buildEnv } from '../build/env.ts';

/**
 * The GitHub repository and branch Sveltia CMS commits to: CMS_GITHUB_REPO / CMS_BRANCH when set, else
 * GitHub Actions' own GITHUB_REPOSITORY, else the `origin` remote of the checkout.
 */
export function cmsRepository(): { repo: string; branch: string } {
	const env = buildEnv();
	const branch = env.CMS_BRANCH ?? 'main';
	const fromEnv = env.CMS_GITHUB_REPO ?? env.GITHUB_REPOSITORY;
	if (fromEnv) return { repo: fromEnv, branch };
	try {
		const origin = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
		const match = /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/.exec(origin);
		if (match?.[1]) return { repo: match[1], branch };
	} catch {
		// No git or no origin remote: fall through to the placeholder docs/staff-guide.md asks to replace.
	}
	console.warn(
		'[sveltia-cms] No CMS_GITHUB_REPO, GITHUB_REPOSITORY or GitHub origin remote: /admin signs in to OWNER/REPOSITORY (docs/staff-guide.md, Editing in the browser).',
	);
	return { repo: 'OWNER/REPOSITORY', branch };
}

/** Where "Sign In with GitHub" opens its window: the OAuth client's address, and its path when not `auth`. */
export interface CmsOAuth {
	base_url: string;
	auth_endpoint?: string;
}

/** Netlify's own OAuth client, which a site on Netlify uses once its GitHub provider is installed. */
export const netlifyOAuth: CmsOAuth = { base_url: 'https://api.netlify.com' };

/**
 * The OAuth client for "Sign In with GitHub", from the host's build settings: CMS_OAUTH_BASE_URL (and
 * CMS_OAUTH_ENDPOINT when its path is not `auth`), e.g. the Sveltia CMS Authenticator's Cloudflare Worker; on Netlify,
 * without them, Netlify's own client. Undefined when there is none: staff then sign in with a token.
 */
export function cmsOAuth(env: Pick<BuildEnv, 'CMS_OAUTH_BASE_URL' | 'CMS_OAUTH_ENDPOINT' | 'NETLIFY'> = buildEnv()): CmsOAuth | undefined {
	const baseUrl = env.CMS_OAUTH_BASE_URL?.trim();
	if (!baseUrl) return env.NETLIFY === 'true' ? netlifyOAuth : undefined;
	const { protocol, hostname, origin } = new URL(baseUrl);
	// The token comes back from that address, so it must be HTTPS; plain HTTP only on this machine, for the tests.
	if (protocol !== 'https:' && !['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
		throw new Error(`CMS_OAUTH_BASE_URL must be an https:// address, not ${baseUrl}`);
	}
	const endpoint = env.CMS_OAUTH_ENDPOINT?.trim().replace(/^\/+/, '');
	return { base_url: origin, ...(endpoint ? { auth_endpoint: endpoint } : {}) };
}

/**
 * The CMS configuration's `backend`: the repository and branch, how staff sign in (GitHub OAuth first when a client is
 * configured, the token always) and the commit messages.
 */
export function cmsBackend({ repo, branch, oauth }: { repo: string; branch: string; oauth?: CmsOAuth | undefined }) {
	return {
		name: 'github',
		repo,
		branch,
		auth_methods: oauth ? ['oauth', 'token'] : ['token'],
		...oauth,
		commit_messages: {
			create: 'Add {{collection}} “{{slug}}” (via /admin)',
			update: 'Update {{collection}} “{{slug}}” (via /admin)',
			delete: 'Remove {{collection}} “{{slug}}” (via /admin)',
			uploadMedia: 'Upload “{{path}}” (via /admin)',
			deleteMedia: 'Remove “{{path}}” (via /admin)',
		},
	};
}
