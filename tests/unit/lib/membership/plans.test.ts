import { describe, expect, it } from 'vitest';

import { describePlanPrice, leadWithPopular, sortPlans } from '@/lib/membership/plans';

const words = { from: 'from', period: 'per {period}', periods: { month: 'month', block: 'block', session: 'session' } };

describe('describePlanPrice', () => {
	it.each([
		[
			{ price: 69, currency: 'GBP', priceFrom: true, period: 'month' },
			{ from: 'from', price: '£69', period: 'per month' },
		],
		[
			{ price: 10, currency: 'GBP', priceFrom: true, period: 'block' },
			{ from: 'from', price: '£10', period: 'per block' },
		],
		[
			{ price: 12, currency: 'GBP', priceFrom: false, period: 'session' },
			{ from: undefined, price: '£12', period: 'per session' },
		],
		[
			{ price: 12.5, currency: 'EUR', priceFrom: false, period: 'month' },
			{ from: undefined, price: '€12.50', period: 'per month' },
		],
		[
			{ price: 9, currency: 'GBP', priceFrom: false, period: 'session', onlinePrice: 10.5 },
			{ from: undefined, price: '£9', period: 'per session', online: '£10.50' },
		],
	] as const)('%o', (plan, expected) => {
		expect(describePlanPrice(plan, words)).toEqual(expected);
	});

	it('says "from" and the period in the words it is given', () => {
		const plan = { price: 40, currency: 'GBP', priceFrom: true, period: 'block' } as const;
		const own = { from: 'starting at', period: 'for each {period}', periods: { ...words.periods, block: 'pack of ten' } };
		expect(describePlanPrice(plan, own)).toEqual({ from: 'starting at', price: '£40', period: 'for each pack of ten', online: undefined });
	});
});

describe('sortPlans', () => {
	it('orders by `order`, then by title, without changing the input', () => {
		const plans = [{ data: { order: 2, title: 'B' } }, { data: { order: 1, title: 'Z' } }, { data: { order: 2, title: 'A' } }];
		expect(sortPlans(plans).map((p) => p.data.title)).toEqual(['Z', 'A', 'B']);
		expect(plans.map((p) => p.data.title)).toEqual(['B', 'Z', 'A']);
	});
});

describe('leadWithPopular', () => {
	it('puts the popular plans first and keeps the order of the rest', () => {
		const plans = [{ title: 'A' }, { title: 'B', popular: true }, { title: 'C' }];
		expect(leadWithPopular(plans, (plan) => plan.popular === true).map((p) => p.title)).toEqual(['B', 'A', 'C']);
		expect(leadWithPopular(plans, () => false).map((p) => p.title)).toEqual(['A', 'B', 'C']);
	});
});
