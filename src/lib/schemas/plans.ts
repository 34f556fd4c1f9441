import { z } from 'astro/zod';

import { currencies, order, price, withRole, words } from './shared.ts';

/** What a plan's price buys. */
export const planPeriods = ['month', 'block', 'session'] as const;

export const planSchema = z.strictObject({
	title: withRole(words, { listedAs: 'name' }).describe("The plan's name on its card, e.g. STUDENT MONTHLY"),
	description: words.describe('One sentence under the name: who the plan is for'),
	price: price('45'),
	currency: z.enum(currencies).default('GBP'),
	priceFrom: z.boolean().default(false).describe('Show "from" before the price'),
	period: z.enum(planPeriods).describe('What the price buys'),
	features: z.array(words).min(1).describe('What the plan includes, one line each'),
	signUp: z.enum(['join', 'dayPass']).describe('Which sign-up link of the settings the button uses'),
	popular: z.boolean().default(false).describe("Marks the plan 'Most Popular'; it leads the list"),
	onlinePrice: price('15')
		.optional()
		.describe('The price when bought online through the button, where it differs from the price at the desk, e.g. 15'),
	note: words.optional().describe('A small line under the price, e.g. Students half price'),
	order: order(),
});
export type Plan = z.infer<typeof planSchema>;
