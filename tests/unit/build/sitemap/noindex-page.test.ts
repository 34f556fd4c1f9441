import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { asksNoIndex } from '@/build/sitemap/noindex-page';

describe('asksNoIndex', () => {
	const dir = mkdtempSync(join(tmpdir(), 'noindex-'));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));
	const page = (file: string, head: string) => {
		mkdirSync(join(dir, file, '..'), { recursive: true });
		writeFileSync(join(dir, file), `<!doctype html><html><head><title>Fixture</title>${head}</head><body><h1>Fixture</h1></body></html>`);
	};
	page('index.html', '<meta name="description" content="Fixture home">');
	page('classes/fixture-unfinished.html', '<meta name="robots" content="noindex">');
	page('classes/fixture-finished.html', '<meta name="robots" content="index, follow">');
	page('fixture-shouting.html', '<META NAME="ROBOTS" CONTENT="NOINDEX, FOLLOW">');
	page('fixture-words.html', '<meta name="description" content="This page says noindex in its words only">');
	const outDir = pathToFileURL(`${dir}/`);
	const site = 'https://fixture.example';

	it('is true for a page whose robots meta says noindex, in any case and beside other rules', () => {
		expect(asksNoIndex(outDir, `${site}/classes/fixture-unfinished`)).toBe(true);
		expect(asksNoIndex(outDir, `${site}/fixture-shouting`)).toBe(true);
	});

	it('is false for a page without one, with another rule, or saying the word elsewhere', () => {
		expect(asksNoIndex(outDir, `${site}/`)).toBe(false);
		expect(asksNoIndex(outDir, `${site}/classes/fixture-finished`)).toBe(false);
		expect(asksNoIndex(outDir, `${site}/fixture-words`)).toBe(false);
	});

	it('is false for an address with no page file', () => {
		expect(asksNoIndex(outDir, `${site}/no-such-page`)).toBe(false);
	});
});
