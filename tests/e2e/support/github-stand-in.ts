import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page, Route } from '@playwright/test';

// Stand-ins for what "Sign In with GitHub" talks to, so the real Sveltia CMS signs in and commits with nothing leaving
// this machine: the OAuth client's popup (as Netlify's or the Sveltia CMS Authenticator's answers it), and the parts of
// GitHub's REST and GraphQL APIs that Sveltia reads and commits through, over a repository held in memory.

/** The OAuth client: a server on a random loopback port whose /auth page completes the handshake with a token. */
export async function oauthStandIn(token: string): Promise<{ url: string; requests: URL[]; close: () => Promise<void> }> {
	const requests: URL[] = [];
	// What Netlify's client and the Sveltia CMS Authenticator send back once GitHub has said yes: the popup announces
	// itself, the CMS answers, and the popup posts the token to it.
	const page = `<!doctype html><meta charset="utf-8"><title>Signing in</title><script>
const provider = 'github';
window.addEventListener('message', ({ data, origin }) => {
	if (data !== 'authorizing:' + provider) return;
	window.opener.postMessage('authorization:' + provider + ':success:' + JSON.stringify({ token: ${JSON.stringify(token)}, provider }), origin);
});
window.opener.postMessage('authorizing:' + provider, '*');
</script>`;
	const server: Server = createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://127.0.0.1');
		requests.push(url);
		if (url.pathname === '/auth') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
		else response.writeHead(404).end();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A commit the CMS made through the GitHub stand-in. */
export interface StandInCommit {
	message: string;
	/** Files added or changed, path → bytes. */
	additions: Map<string, Buffer>;
	deletions: string[];
}

/** Git's blob id of some bytes, as GitHub reports it. */
const blobSha = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

/**
 * Answers the GitHub API for `repo` on `branch` from `files` (path → bytes), for one signed-in `login`, and records
 * every commit. Requests it does not know are answered 404 and listed in `unknown`.
 */
export async function githubStandIn(
	page: Page,
	{ repo, branch, files, login }: { repo: string; branch: string; files: Map<string, Buffer>; login: string },
) {
	const tree = new Map(files);
	const byId = new Map([...tree.values()].map((bytes) => [blobSha(bytes), bytes]));
	const commits: StandInCommit[] = [];
	const unknown: string[] = [];
	const tokens: string[] = [];
	let head = createHash('sha1').update('initial').digest('hex');
	const committedDate = new Date().toISOString();
	const author = { name: 'Fixture Editor', email: `${login}@users.noreply.github.com`, avatarUrl: '', user: { id: 1, login } };

	const json = (route: Route, body: unknown, status = 200) =>
		route.fulfill({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

	/** One GraphQL request: the queries Sveltia makes, recognised by their aliases and fields. */
	const graphql = (query: string, variables: Record<string, unknown>) => {
		if (query.includes('createCommitOnBranch')) {
			const input = variables['input'] as {
				expectedHeadOid: string;
				fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
				message: { headline: string };
			};
			const additions = new Map((input.fileChanges.additions ?? []).map(({ path, contents }) => [path, Buffer.from(contents, 'base64')]));
			const deletions = (input.fileChanges.deletions ?? []).map(({ path }) => path);
			for (const path of deletions) tree.delete(path);
			for (const [path, bytes] of additions) {
				tree.set(path, bytes);
				byId.set(blobSha(bytes), bytes);
			}
			commits.push({ message: input.message.headline, additions, deletions });
			head = createHash('sha1').update(`${head}${input.message.headline}`).digest('hex');
			const fileIds = Object.fromEntries(
				[...query.matchAll(/(file_\d+): file\(path: ("[^"]*")\)/g)].map(([, alias = '', path = '""']) => [
					alias,
					{ oid: blobSha(tree.get(JSON.parse(path) as string) ?? Buffer.alloc(0)) },
				]),
			);
			return { createCommitOnBranch: { commit: { oid: head, committedDate: new Date().toISOString(), ...fileIds } } };
		}
		if (query.includes('defaultBranchRef')) return { repository: { defaultBranchRef: { name: branch } } };
		const repository: Record<string, unknown> = {};
		for (const [, alias = '', id = '""'] of query.matchAll(/(content_\d+):\s*object\(oid: ("[^"]*")\)/g)) {
			repository[alias] = { text: byId.get(JSON.parse(id) as string)?.toString('utf8') ?? null };
		}
		const history = { nodes: [{ oid: head, message: 'Content', author, committedDate }] };
		for (const [, alias = ''] of query.matchAll(/((?:commit|history)_\d+):\s*ref\(/g)) repository[alias] = { target: { history } };
		// The last commit on the branch: a bare ref(...) with the first commit of its history.
		if (Object.keys(repository).length === 0 && /\bref\(qualifiedName/.test(query)) repository['ref'] = { target: { history } };
		return { repository };
	};

	const [owner, name] = repo.split('/');
	const base = `/repos/${owner ?? ''}/${name ?? ''}`;
	await page.route('https://api.github.com/**', async (route) => {
		const request = route.request();
		const url = new URL(request.url());
		tokens.push(request.headers()['authorization'] ?? '');
		if (url.pathname === '/graphql' && request.method() === 'POST') {
			const { query, variables = {} } = request.postDataJSON() as { query: string; variables?: Record<string, unknown> };
			return json(route, { data: graphql(query, variables) });
		}
		if (url.pathname === '/user') {
			return json(route, {
				id: 1,
				login,
				name: 'Fixture Editor',
				email: author.email,
				avatar_url: 'https://avatars.githubusercontent.com/u/1',
				html_url: `https://github.com/${login}`,
			});
		}
		if (url.pathname === `${base}/collaborators/${login}`) return route.fulfill({ status: 204 });
		if (url.pathname.startsWith(`${base}/git/trees/`)) {
			return json(route, {
				sha: head,
				truncated: false,
				tree: [...tree].map(([path, bytes]) => ({ path, mode: '100644', type: 'blob', sha: blobSha(bytes), size: bytes.length })),
			});
		}
		const blob = byId.get(new RegExp(`^${base}/git/blobs/([0-9a-f]{40})$`).exec(url.pathname)?.[1] ?? '');
		if (blob) return route.fulfill({ status: 200, contentType: 'application/octet-stream', body: blob });
		unknown.push(`${request.method()} ${url.pathname}${url.search}`);
		return json(route, { message: 'Not Found' }, 404);
	});
	// The signed-in user's picture, from GitHub's avatar host.
	await page.route('https://avatars.githubusercontent.com/**', (route) =>
		route.fulfill({
			status: 200,
			contentType: 'image/gif',
			body: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
		}),
	);
	return { commits, unknown, tokens, tree };
}
