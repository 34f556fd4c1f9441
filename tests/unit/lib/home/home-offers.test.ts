import { describe, expect, it } from 'vitest';

import { homeOffers, type QuotedPlan, quotePlan } from '@/lib/home/home-offers';

const plans: QuotedPlan[] = [
	{ id: 'open-mat', price: 69, currency: 'GBP', priceFrom: true, period: 'month' },
	{ id: 'day-slot', price: 12.5, currency: 'GBP', priceFrom: false, period: 'session' },
];

const periods = { month: 'month', block: 'block', session: 'visit' };

describe('quotePlan', () => {
	it('quotes a plan in the words given, its period too, pence only when there are any', () => {
		expect(quotePlan('open-mat', plans, { template: 'From {price} a {period}', periods }, 'sections.0.plan')).toBe('From £69 a month');
		expect(quotePlan('day-slot', plans, { template: '{price} a {period}', periods }, 'sections.0.plan')).toBe('£12.50 a visit');
	});

	it('fails naming the file, the field and the plans there are', () => {
		expect(() => quotePlan('gold', plans, { template: 'From {price}', periods }, 'sections.2.plan')).toThrow(
			'content/pages/home.yaml: sections.2.plan: "gold" is not a plan in content/plans; the plans are open-mat, day-slot',
		);
	});
});

describe('homeOffers', () => {
	const section = (id: string, layout: 'split' | 'wide' | 'card', extra: { plan?: string; enquiry?: string } = {}) => ({
		id,
		heading: id.toUpperCase(),
		layout,
		...extra,
	});
	const page = () => ({
		sections: [section('gym', 'split', { plan: 'open-mat' }), section('physio', 'card', { enquiry: 'Write to us' }), section('pt', 'card')],
		priceFrom: 'From {price} a {period}',
	});

	it('quotes the plans, makes enquiries e-mails about the section, and groups the cards', () => {
		const [gym, cards] = homeOffers(page(), plans, 'hello@gym.example', periods);
		expect(gym).toMatchObject({ id: 'gym', price: 'From £69 a month', enquiry: undefined });
		expect(cards).toEqual([
			expect.objectContaining({
				id: 'physio',
				price: undefined,
				enquiry: { label: 'Write to us', email: 'hello@gym.example', subject: 'PHYSIO' },
			}),
			expect.objectContaining({ id: 'pt', enquiry: undefined }),
		]);
	});
});
