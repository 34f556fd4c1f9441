import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finishPolicy } from '@/build/page-steps/content-security-policy';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (body: string, scriptHashes: string[], styleHashes: string[], more = '') =>
	`<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src 'self' ${scriptHashes.join(' ')}; style-src 'self' ${styleHashes.join(' ')};${more}">${body}</head></html>`;
const sources = (html: string, directive: string) => new RegExp(`${directive} ([^;]*)`).exec(html)?.[1]?.split(' ');

describe('finishPolicy', () => {
	const here = 'console.log(1)';
	const elsewhere = 'console.log(2)';
	const css = 'a{color:red}';

	it("lists the hashes of exactly the page's inline scripts and styles", () => {
		const html = page(
			`<style>${css}</style><script>${here}</script><script type="module" src="/_astro/x.js"></script>`,
			[hash(elsewhere)],
			[hash('')],
		);
		const finished = finishPolicy(html);
		expect(sources(finished, 'script-src')).toEqual(["'self'", hash(here)]);
		expect(sources(finished, 'style-src')).toEqual(["'self'", hash(css)]);
	});

	it('hashes module scripts and speculation rules, never JSON data blocks', () => {
		const data = '{"a":1}';
		const rules = '{"prerender":[]}';
		const html = page(
			`<script type="module">${here}</script><script type="speculationrules">${rules}</script><script type="application/json" id="d">${data}</script><script type="application/ld+json">${data}</script>`,
			[],
			[],
		);
		expect(sources(finishPolicy(html), 'script-src')).toEqual(["'self'", hash(here), hash(rules)]);
	});

	it("keeps every other directive and a page's own additions as written", () => {
		const html = page('', [hash(elsewhere)], [], " style-src-attr 'unsafe-inline';");
		const finished = finishPolicy(html);
		expect(finished).toContain(
			"default-src 'self';object-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline';",
		);
	});

	it('leaves a page without a policy alone', () => {
		const html = '<html><head><script>x()</script></head></html>';
		expect(finishPolicy(html)).toBe(html);
	});
});
