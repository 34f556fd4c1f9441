import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { toAffiliateRow } from '@/lib/home/affiliates';
import { affiliateSchema, maxAffiliates } from '@/lib/schemas/affiliates';

import { imageStub } from '../../../support/image-stub';

const partner = (name: string, slot: number) => ({ name, slot });
const names = (row: ({ name: string } | null)[]) => row.map((item) => item?.name ?? 'Coming soon');

describe('toAffiliateRow', () => {
	it('has six places', () => {
		expect(maxAffiliates).toBe(6);
	});

	it.each([
		['no partners', [], ['Coming soon', 'Coming soon', 'Coming soon', 'Coming soon', 'Coming soon', 'Coming soon']],
		['one partner in slot 3', [partner('A', 3)], ['Coming soon', 'Coming soon', 'A', 'Coming soon', 'Coming soon', 'Coming soon']],
		[
			'partners listed out of order',
			[partner('F', 6), partner('A', 1), partner('C', 3)],
			['A', 'Coming soon', 'C', 'Coming soon', 'Coming soon', 'F'],
		],
		[
			'six partners',
			[partner('F', 6), partner('E', 5), partner('D', 4), partner('C', 3), partner('B', 2), partner('A', 1)],
			['A', 'B', 'C', 'D', 'E', 'F'],
		],
	])('places %s, filling the gaps with Coming soon', (_, items, expected) => {
		const row = toAffiliateRow(items);
		expect(row).toHaveLength(6);
		expect(names(row)).toEqual(expected);
	});

	it('gives null for an empty place and keeps each partner whole', () => {
		const a = { name: 'A', slot: 2, href: 'https://a.example' };
		expect(toAffiliateRow([a])).toEqual([null, a, null, null, null, null]);
	});

	it('fails when two partners share a slot, naming both', () => {
		expect(() => toAffiliateRow([partner('ARCX', 1), partner('HYDRA', 1)])).toThrow(
			'Affiliates ARCX and HYDRA both use slot 1: give each its own slot',
		);
	});

	it('fails for a seventh partner, whose slots are all taken', () => {
		const six = [1, 2, 3, 4, 5, 6].map((slot) => partner(`P${slot}`, slot));
		expect(() => toAffiliateRow([...six, partner('Seventh', 4)])).toThrow('Affiliates P4 and Seventh both use slot 4');
	});

	it.each([0, 7, 1.5, -1])('fails for slot %d, which is not in the row', (slot) => {
		expect(() => toAffiliateRow([partner('Seventh', slot)])).toThrow(`Affiliate Seventh uses slot ${slot}: use a slot from 1 to 6`);
	});
});

describe('the real affiliates (content/affiliates)', () => {
	it('fit the places of the home page row, in slot order', () => {
		const folder = new URL('../../../../content/affiliates/', import.meta.url);
		const schema = affiliateSchema(imageStub);
		const items = readdirSync(folder)
			.filter((name) => name.endsWith('.yaml'))
			.map((name) => schema.parse(parse(readFileSync(new URL(name, folder), 'utf8'))));
		const bySlot = [...items].sort((a, b) => a.slot - b.slot).map((item) => item.name);
		expect(names(toAffiliateRow(items)).filter((name) => bySlot.includes(name))).toEqual(bySlot);
	});
});
