import { describe, expect, it } from 'vitest';

import { planSchema } from '@/lib/schemas/plans';

const schema = planSchema;

const valid = {
	title: 'FIXTURE PASS',
	description: 'For anyone who trains twice a week.',
	price: 49.5,
	currency: 'EUR',
	priceFrom: true,
	period: 'block',
	features: ['Two sessions a week', 'A locker'],
	signUp: 'dayPass',
	popular: true,
	onlinePrice: 45,
	note: 'Fixture note',
	order: 2,
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('planSchema', () => {
	it('accepts a valid plan', () => {
		expect(problem(valid)).toBeUndefined();
	});

	it.each(['GBP', 'USD', 'EUR'])('accepts currency %s', (currency) => {
		expect(problem({ ...valid, currency })).toBeUndefined();
	});

	it.each(['month', 'block', 'session'])('accepts period %s', (period) => {
		expect(problem({ ...valid, period })).toBeUndefined();
	});

	it.each(['join', 'dayPass'])('accepts sign-up link %s', (signUp) => {
		expect(problem({ ...valid, signUp })).toBeUndefined();
	});

	it('accepts a free plan', () => {
		expect(problem({ ...valid, price: 0, onlinePrice: 0 })).toBeUndefined();
	});

	it('prices in pounds, without "from", not marked popular and listed last by default', () => {
		const rest: Record<string, unknown> = { ...valid };
		for (const key of ['currency', 'priceFrom', 'popular', 'onlinePrice', 'note', 'order']) delete rest[key];
		expect(schema.parse(rest)).toEqual({ ...rest, currency: 'GBP', priceFrom: false, popular: false, order: 100 });
	});

	it.each([
		['an empty title', { title: '' }, 'title: Too small: expected string to have >=1 characters'],
		['an empty description', { description: '' }, 'description: Too small: expected string to have >=1 characters'],
		['a price given as text', { price: '£49' }, 'price: Give the price as a number without a currency sign, e.g. 45'],
		['a price given as a numeric string', { price: '49' }, 'price: Give the price as a number without a currency sign, e.g. 45'],
		['a price in part pence', { price: 49.999 }, 'price: Use at most two decimals, e.g. 24.99'],
		['a negative price', { price: -1 }, 'price: A price cannot be negative'],
		['an unknown currency', { currency: 'JPY' }, 'currency: Invalid option: expected one of "GBP"|"USD"|"EUR"'],
		['priceFrom given as text', { priceFrom: 'yes' }, 'priceFrom: Invalid input: expected boolean, received string'],
		['an unknown period', { period: 'week' }, 'period: Invalid option: expected one of "month"|"block"|"session"'],
		['no features', { features: [] }, 'features: Too small: expected array to have >=1 items'],
		['an empty feature', { features: ['A locker', ''] }, 'features.1: Too small: expected string to have >=1 characters'],
		['an unknown sign-up link', { signUp: 'daypass' }, 'signUp: Invalid option: expected one of "join"|"dayPass"'],
		['popular given as text', { popular: 'yes' }, 'popular: Invalid input: expected boolean, received string'],
		['an online price given as text', { onlinePrice: '£45' }, 'onlinePrice: Give the price as a number without a currency sign, e.g. 15'],
		['a negative online price', { onlinePrice: -1 }, 'onlinePrice: A price cannot be negative'],
		['an empty note', { note: '' }, 'note: Too small: expected string to have >=1 characters'],
		['an order that is not a whole number', { order: 1.5 }, 'order: Invalid input: expected int, received number'],
	])('rejects %s', (_, change, expected) => {
		expect(problem({ ...valid, ...change })).toBe(expected);
	});

	it('rejects a misspelt key', () => {
		expect(problem({ ...valid, populer: true })).toBe(': Unrecognized key: "populer"');
	});

	it.each(['title', 'description', 'price', 'period', 'features', 'signUp'])('requires %s', (key) => {
		const rest: Record<string, unknown> = { ...valid };
		delete rest[key];
		expect(problem(rest)).toMatch(new RegExp(`^${key}:`));
	});
});
