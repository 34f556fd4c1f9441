import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { productSchema } from '@/lib/schemas/products';

import { imageStub } from '../../../support/image-stub';

const schema = productSchema(imageStub);

const valid = {
	id: 'fixture-tee-01',
	name: 'Lifting Vest',
	description: 'A soft training tee.',
	price: 25,
	currency: 'GBP',
	image: './fixture-tee-01.jpg',
	imageAlt: 'A T-shirt',
	sizes: ['S', 'M', 'L', 'XL', 'XXL'],
	squareCheckoutUrl: 'https://square.link/u/example',
	category: 'fitness-gear',
	outOfStock: false,
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('productSchema', () => {
	it('accepts a valid product', () => {
		expect(problem(valid)).toBeUndefined();
	});

	it.each(['GBP', 'USD', 'EUR'])('accepts currency %s', (currency) => {
		expect(problem({ ...valid, currency })).toBeUndefined();
	});

	it.each([
		['a negative price', { price: -1 }, 'price: A price cannot be negative'],
		['a price given as text', { price: '£25' }, 'price: Give the price as a number without a currency sign, e.g. 25 or 24.99'],
		['a price with three decimals', { price: 24.999 }, 'price: Use at most two decimals, e.g. 24.99'],
		['currency JPY', { currency: 'JPY' }, 'currency: Use one of GBP, USD, EUR'],
		[
			'an http checkout URL',
			{ squareCheckoutUrl: 'http://square.link/u/example' },
			'squareCheckoutUrl: Use a full web address starting with https://',
		],
		[
			'a checkout URL that is not an address',
			{ squareCheckoutUrl: 'square.link/u/example' },
			'squareCheckoutUrl: Use a full web address starting with https://',
		],
		['an unknown category', { category: 'shoes' }, 'category: Use one of fitness-gear, programs, supplements'],
		['an empty image description', { imageAlt: ' ' }, 'imageAlt: Describe the image for screen readers'],
		['a size listed twice', { sizes: ['S', 'S'] }, 'sizes: List each size once'],
		['an id with capitals', { id: 'TShirt 1' }, 'id: Use lower-case letters, digits and hyphens, e.g. hoodie-002'],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, outOfStok: true })).toMatch(/outOfStok/);
	});

	it.each(['name', 'description', 'price', 'currency', 'image', 'imageAlt', 'squareCheckoutUrl', 'category'])('requires %s', (key) => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest[key];
		expect(problem(rest)).toMatch(new RegExp(`^${key}:`));
	});

	it('defaults to in stock with no sizes', () => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest['sizes'];
		delete rest['outOfStock'];
		expect(schema.parse(rest)).toMatchObject({ sizes: [], outOfStock: false, standIn: [] });
	});

	it('keeps the list of fields that are still made up', () => {
		expect(schema.parse({ ...valid, standIn: ['squareCheckoutUrl'] }).standIn).toEqual(['squareCheckoutUrl']);
	});
});

describe('content/products', () => {
	const dir = new URL('../../../../content/products/', import.meta.url);
	const files = readdirSync(dir).filter((file) => file.endsWith('.yaml'));

	it.each(files)('%s is valid and named after its id', (file) => {
		const data = schema.parse(parse(readFileSync(new URL(file, dir), 'utf8')));
		expect(`${data.id}.yaml`).toBe(file);
	});
});
