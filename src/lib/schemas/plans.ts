import { z } from 'astro/zod';
import { currencies } from './shared.ts';

export const planSchema = z.strictObject({
	title: z.string().min(1),
	description: z.string().min(1),
	price: z.number({ error: 'Give the price as a number, e.g. 69' }).nonnegative('A price cannot be negative'),
	currency: z.enum(currencies).default('GBP'),
	priceFrom: z.boolean().default(false).describe('Show "from" before the price'),
	period: z.enum(['month', 'block', 'session']).describe('What the price buys'),
	features: z.array(z.string().min(1)).min(1),
	signUp: z.enum(['join', 'dayPass']).describe('Which sign-up link of the settings the button uses'),
	popular: z.boolean().default(false).describe("Marks the plan 'Most Popular'"),
	note: z.string().min(1).optional(),
	order: z.number().int().default(100),
});
export type Plan = z.infer<typeof planSchema>;
