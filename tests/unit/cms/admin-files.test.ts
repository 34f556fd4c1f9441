import { describe, expect, it } from 'vitest';

import { adminFiles } from '@/cms/admin-files';
import { adminPath } from '@/lib/content/entry-paths';

// What /admin serves besides config.yml, as the build writes it and the dev server answers it. (The browser test
// tests/e2e/admin/editor.spec.ts opens it; here, what each file is.)
describe('adminFiles', () => {
	const files = adminFiles();
	const text = (path: string) => String(files.get(path)?.body ?? '');

	it('answers /admin and /admin/ with the same page, under its own security policy, loading only our own scripts', () => {
		const page = text(`${adminPath}.html`);
		expect(text(`${adminPath}/index.html`)).toBe(page);
		expect(files.get(`${adminPath}.html`)?.type).toBe('text/html; charset=utf-8');
		const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)?.[1] ?? '';
		expect(policy).toContain("script-src 'self'");
		expect(policy).toContain('connect-src ');
		expect(policy).toContain('https://api.github.com');
		expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
		expect([...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
			`${adminPath}/sveltia-cms.js`,
			`${adminPath}/cms-hooks.js`,
		]);
	});

	it('serves every file the page and Sveltia ask for from our own origin, typed', () => {
		expect(text(`${adminPath}/sveltia-cms.js`)).not.toContain('https://unpkg.com/@sveltia/cms');
		expect([...files.keys()].some((path) => /^\/admin\/chunks\/.+\.js$/.test(path))).toBe(true);
		for (const path of [`${adminPath}/cms-hooks.js`, `${adminPath}/sveltia/immutable.es.js`])
			expect(files.get(path)?.type, path).toBe('text/javascript; charset=utf-8');
		expect(JSON.parse(text(`${adminPath}/sveltia/package.json`))).toHaveProperty('version');
		expect(JSON.parse(text(`${adminPath}/sveltia/github-status.json`))).toEqual({ status: { indicator: 'unknown' } });
		expect(files.get(`${adminPath}/fonts/material-symbols-outlined.woff2`)?.type).toBe('font/woff2');
	});
});
