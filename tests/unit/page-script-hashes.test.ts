import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepPageScriptHashes } from '../../src/integrations/page-script-hashes.mjs';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (scripts: string[], listed: string[]) =>
	`<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${listed.join(' ')}; style-src 'self' 'sha256-style='"></head><body>${scripts.join('')}</body></html>`;
const scriptSrc = (html: string) => /script-src ([^;]*)/.exec(html)?.[1]?.split(' ');

describe('keepPageScriptHashes', () => {
	const here = 'console.log(1)';
	const elsewhere = 'console.log(2)';

	it("keeps the hashes of the page's own inline scripts and drops the rest of the site's", () => {
		const html = page([`<script>${here}</script>`, `<script type="module" src="/_astro/x.js"></script>`], [hash(here), hash(elsewhere)]);
		expect(scriptSrc(keepPageScriptHashes(html))).toEqual(["'self'", hash(here)]);
	});

	it('counts module scripts and ignores JSON data blocks', () => {
		const data = '{"a":1}';
		const html = page(
			[
				`<script type="module">${here}</script>`,
				`<script type="application/json" id="d">${data}</script>`,
				`<script type="application/ld+json">${data}</script>`,
			],
			[hash(here), hash(data)],
		);
		expect(scriptSrc(keepPageScriptHashes(html))).toEqual(["'self'", hash(here)]);
	});

	it('leaves style-src and other directives alone', () => {
		const html = page([], [hash(elsewhere)]);
		expect(keepPageScriptHashes(html)).toContain("style-src 'self' 'sha256-style='");
		expect(keepPageScriptHashes(html)).toContain("default-src 'self'");
	});
});
