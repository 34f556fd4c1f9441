import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { asServed, budgetReport, firstRoundTrip, servedSizes } from '@/build/pipeline/page-budget';

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
