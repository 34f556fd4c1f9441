import { describe, expect, it } from 'vitest';
import { page, plans } from '../support/content';

// The membership page ends with questions whose answers hold only what the content already says, so an
// answer never promises a term the gym has not written down. Prices, periods and other figures belong on the plan
// cards: any figure an answer gives must be one the plans or the page's other words give too.
const membership = page('membership');
const plansText = JSON.stringify(plans);
const known = `${plansText}\n${membership.intro ?? ''}\n${membership.discounts.body}`;
/** The figures of a text: prices, numbers and percentages, e.g. £13, 12, 10%. */
const figures = (text: string) => text.match(/[£$€]?\d+(?:[.,]\d+)?%?/g) ?? [];

describe('the membership questions', () => {
	it('are a short list', () => {
		expect(membership.faq.items.length).toBeGreaterThan(0);
		expect(membership.faq.items.length).toBeLessThanOrEqual(6);
	});

	it.each(membership.faq.items.map((item) => [item.question, item.answer]))('"%s" gives no figure the plans do not', (_, answer) => {
		for (const figure of figures(answer)) expect(known, `"${figure}" in the answer`).toContain(figure.replace(/^[£$€]/, ''));
	});

	it('catches an answer with a price of its own', () => {
		const invented = 'A day pass is £9.99 on Sundays.';
		expect(figures(invented).some((figure) => !known.includes(figure.replace(/^[£$€]/, '')))).toBe(true);
	});
});
