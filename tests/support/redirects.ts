import { readFileSync } from 'node:fs';

/**
 * The redirects of public/_redirects (Netlify and Cloudflare Pages), which nginx's snippets and astro.config.mjs's
 * `redirects` repeat for the other hosts: tests read the addresses from here, never spell them.
 */
export const redirects: { from: string; to: string; status: number }[] = readFileSync(
	new URL('../../public/_redirects', import.meta.url),
	'utf8',
)
	.split('\n')
	.filter((line) => line.startsWith('/'))
	.map((line) => {
		const [from = '', to = '', status = '302'] = line.trim().split(/\s+/);
		return { from, to, status: Number(status) };
	});
