import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { asServed, budgetReport, firstRoundTrip, servedSizes, videoFilesIn } from '@/integrations/page-pipeline/page-budget';

// Random bytes as hex compress to about half: 40,000 hex characters are about 20 KB however a host compresses them.
const large = `<p>${randomBytes(20_000).toString('hex')}</p>`;
const small = '<p>Fixture page</p>';

describe('servedSizes', () => {
	it('measures brotli at quality 4 and gzip at level 6, largest first', () => {
		const sizes = servedSizes(large);
		expect(sizes.map(({ how }) => how).sort()).toEqual(['brotli q4', 'gzip 6']);
		expect(sizes[0]!.bytes).toBeGreaterThanOrEqual(sizes[1]!.bytes);
		expect(sizes[0]!.bytes).toBeGreaterThan(firstRoundTrip);
	});
});

describe('budgetReport', () => {
	it('names each page over the first round trip with its size and how far over, and the largest page', () => {
		const report = budgetReport([
			{ pathname: '/fixture-small', html: small },
			{ pathname: '/fixture-large', html: large },
		]);
		expect(report.over).toHaveLength(1);
		expect(report.over[0]).toMatch(
			/^\/fixture-large: its first response is \d+ B \((brotli q4|gzip 6)\), \d+ B over the first round trip \(14336 B\)$/,
		);
		expect(report.largest).toMatch(/^largest first response: \/fixture-large, \d+ B .* over the first round trip$/);
	});

	it("names each page over the site's room to grow in brotli at quality 11, when the site gives one", () => {
		const pages = [{ pathname: 'fixture-small', html: small }];
		expect(budgetReport(pages).over).toEqual([]);
		expect(budgetReport(pages, { roomToGrow: 10_000 }).over).toEqual([]);
		expect(budgetReport(pages, { roomToGrow: 5 }).over).toEqual([
			expect.stringMatching(/^\/fixture-small: \d+ B in brotli at quality 11, \d+ B over the room to grow \(5 B\)$/),
		]);
	});

	it("names each video file over the site's video budget, when the site gives one", () => {
		const videos = [
			{ file: '/media/small.mp4', bytes: 500 },
			{ file: '/media/large.webm', bytes: 2000 },
		];
		expect(budgetReport([], {}, videos).over).toEqual([]);
		expect(budgetReport([], { video: 1000 }, videos).over).toEqual(['/media/large.webm: 2000 B, 1000 B over the video budget (1000 B)']);
	});

	it('names the home page /', () => {
		expect(budgetReport([{ pathname: '', html: small }]).largest).toMatch(/^largest first response: \/, /);
	});

	it('says how much room the largest page leaves when all fit, naming pages as their address', () => {
		const report = budgetReport([{ pathname: 'fixture-small', html: small }]);
		expect(report.over).toEqual([]);
		expect(report.largest).toMatch(/^largest first response: \/fixture-small, \d+ B \(.*\), \d+ B under the first round trip$/);
	});
});

describe('asServed', () => {
	const policy = `<meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self'">`;
	const page = `<!DOCTYPE html><html><head><meta charset="utf-8">${policy}<title>Fixture</title></head><body><p>Fixture page</p></body></html>`;

	it("leaves out the policy's <meta> copy, which the hosts that send the header never serve", () => {
		expect(asServed(page, '/fixture-page')).toBe(page.replace(policy, ''));
	});

	it('keeps it on the not-found page, which those hosts serve at any address and so with no policy header of its own', () => {
		expect(asServed(page, '/404')).toBe(page);
		expect(asServed(page, '404')).toBe(page);
	});
});

describe('videoFilesIn', () => {
	const root = mkdtempSync(path.join(tmpdir(), 'video-files-'));
	afterAll(() => rmSync(root, { recursive: true, force: true }));

	it('lists the video files of the build by address, with their sizes', () => {
		mkdirSync(path.join(root, 'media'));
		writeFileSync(path.join(root, 'media/hero.webm'), 'ab');
		writeFileSync(path.join(root, 'media/hero.mp4'), 'abc');
		writeFileSync(path.join(root, 'media/poster.jpg'), 'abcd');
		expect(videoFilesIn(root)).toEqual([
			{ file: '/media/hero.mp4', bytes: 3 },
			{ file: '/media/hero.webm', bytes: 2 },
		]);
	});
});
