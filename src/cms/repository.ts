import { execFileSync } from 'node:child_process';

/**
 * The GitHub repository and branch Sveltia CMS commits to: CMS_GITHUB_REPO / CMS_BRANCH when set, else
 * GitHub Actions' own GITHUB_REPOSITORY, else the `origin` remote of the checkout.
 */
export function cmsRepository(): { repo: string; branch: string } {
	const branch = process.env['CMS_BRANCH'] ?? 'main';
	const fromEnv = process.env['CMS_GITHUB_REPO'] ?? process.env['GITHUB_REPOSITORY'];
	if (fromEnv) return { repo: fromEnv, branch };
	try {
		const origin = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
		const match = /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/.exec(origin);
		if (match?.[1]) return { repo: match[1], branch };
	} catch {
		// No git or no origin remote: fall through to the placeholder the README asks to replace.
	}
	console.warn(
		'[sveltia-cms] No CMS_GITHUB_REPO, GITHUB_REPOSITORY or GitHub origin remote: /admin signs in to OWNER/REPOSITORY (README, Editing in the browser).',
	);
	return { repo: 'OWNER/REPOSITORY', branch };
}
