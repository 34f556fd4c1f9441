import { z } from 'astro/zod';
import { currencies } from './shared.ts';

/** What a plan's price buys. */
export const planPeriods = ['month', 'block', 'session'] as const;

export const planSchema = z.strictObject({
	title: z.string().min(1).describe("The plan's name on its card, e.g. OPEN GYM"),
	description: z.string().min(1).describe('One sentence under the name: who the plan is for'),
	price: z.number({ error: 'Give the price as a number, e.g. 69' }).nonnegative('A price cannot be negative'),
	currency: z.enum(currencies).default('GBP'),
	priceFrom: z.boolean().default(false).describe('Show "from" before the price'),
	period: z.enum(planPeriods).describe('What the price buys'),
	features: z.array(z.string().min(1)).min(1).describe('What the plan includes, one line each'),
	signUp: z.enum(['join', 'dayPass']).describe('Which sign-up link of the settings the button uses'),
	popular: z.boolean().default(false).describe("Marks the plan 'Most Popular'; it leads the list"),
	onlinePrice: z
		.number({ error: 'Give the price as a number, e.g. 13' })
		.nonnegative('A price cannot be negative')
		.optional()
		.describe('The price when bought online through the button, where it differs from the price at the desk, e.g. 13'),
	note: z.string().min(1).optional().describe('A small line under the price, e.g. Students half price'),
	order: z.number().int().default(100).describe('Where the plan stands in the list: lower comes first'),
});
export type Plan = z.infer<typeof planSchema>;
