import { describe, expect, it } from 'vitest';

import { finishPolicy, inlineCode, inlineHash as hash } from '@/integrations/page-pipeline/page-steps/content-security-policy';
import { parsePage } from '@/integrations/page-pipeline/page-steps/page-document';
import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';

const page = (body: string, scriptHashes: string[], styleHashes: string[], more = '') =>
	`<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src 'self' ${scriptHashes.join(' ')}; style-src 'self' ${styleHashes.join(' ')};${more}">${body}</head></html>`;
const sources = (html: string, directive: string) => new RegExp(`${directive} ([^;]*)`).exec(html)?.[1]?.split(' ');
const at = '/about-us';

describe('finishPolicy', () => {
	const astros = 'console.log(1)';
	const elsewhere = 'console.log(2)';
	const bundled = 'console.log(3)';
	const css = 'a{color:red}';
	const finish = (html: string, written: string[] = [], policies = new Map<string, string>()) =>
		finishPage(html, at, [finishPolicy(new Set(written.map(hash)), policies)]);

	it("lists the hashes of the page's own scripts, from Astro or written by the build, and of its styles", async () => {
		const html = page(
			`<style>${css}</style><script>${astros}</script><script type="module">${bundled}</script><script type="module" src="/_astro/x.js"></script>`,
			[hash(astros), hash(elsewhere)],
			[hash('')],
		);
		const finished = await finish(html, [bundled]);
		expect(sources(finished, 'script-src')).toEqual(["'self'", hash(astros), hash(bundled)]);
		expect(sources(finished, 'style-src')).toEqual(["'self'", hash(css)]);
	});

	it('records the finished policy for the header and, for a host that sends it, leaves no element in the page', async () => {
		const html = page(`<style>${css}</style><script>${astros}</script>`, [hash(astros)], []);
		const kept = new Map<string, string>();
		const withElement = await finish(html, [], kept);
		const headerOnly = new Map<string, string>();
		const withoutElement = await finishPage(html, at, [finishPolicy(new Set(), headerOnly, () => false)]);
		expect(headerOnly).toEqual(kept);
		expect(headerOnly.get(at)).toContain(hash(astros));
		expect(withElement).toContain('http-equiv="content-security-policy"');
		expect(withoutElement).not.toContain('content-security-policy');
		expect(withoutElement).toBe(withElement.replace(/<meta http-equiv="content-security-policy"[^>]*>/, ''));
	});

	it('allows speculation rules the build wrote, and never needs JSON data blocks', async () => {
		const data = '{"a":1}';
		const rules = '{"prerender":[]}';
		const html = page(
			`<script type="speculationrules">${rules}</script><script type="application/json" id="d">${data}</script><script type="application/ld+json">${data}</script>`,
			[],
			[],
		);
		expect(sources(await finish(html, [rules]), 'script-src')).toEqual(["'self'", hash(rules)]);
	});

	it.each([
		['a script that closed a data block', '<script type="application/json">{"note":"x</script><script>alert(1)</script>'],
		['a script in a post body', '<p>Hi</p><script>alert(1)</script>'],
		['speculation rules the build did not write', '<script type="speculationrules">{"prefetch":[{"urls":["/x"]}]}</script>'],
	])('stops the build on %s, naming the page, rather than allowing it', async (_, body) => {
		await expect(finish(page(body, [hash(astros)], []))).rejects.toThrow(/\/about-us: an inline script the build did not write/);
	});

	it('stops the build on a JSON data block written without escaping "<"', async () => {
		await expect(finish(page('<script type="application/json" id="d">{"note":"<b>"}</script>', [], []))).rejects.toThrow(
			/\/about-us: a JSON data block holds a raw "<"; escape it as \\u003c/,
		);
	});

	it("keeps every other directive and a page's own additions as written, and records the finished policy", async () => {
		const policies = new Map<string, string>();
		const finished = await finish(page('', [hash(elsewhere)], [], " style-src-attr 'unsafe-inline';"), [], policies);
		const policy = "default-src 'self';object-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline';";
		expect(finished).toContain(policy);
		expect(policies.get('/about-us')).toBe(policy);
	});

	it('stops the build at a page without a policy to finish, naming it', async () => {
		const html = '<html><head><script>x()</script></head></html>';
		await expect(finish(html)).rejects.toThrow(/^\/about-us: no content-security-policy <meta>/);
	});
});

describe('inlineCode', () => {
	it('reads script and style elements as a browser does, not text inside an attribute', () => {
		const html =
			'<meta name="description" content="Closed</script><script>alert(1)</script>"><style>a{}</style><script>run()</script>' +
			'<script type="application/ld+json">{"a":"\\u003c"}</script><script src="/x.js"></script><script type="module">go()</script>';
		expect(inlineCode(parsePage(html))).toEqual({ scripts: ['run()', 'go()'], styles: ['a{}'], data: ['{"a":"\\u003c"}'] });
	});
});
