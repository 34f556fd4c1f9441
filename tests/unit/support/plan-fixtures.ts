import { fill } from './loader-fixtures';

/** A plan of the fixtures: its title, price, period and which sign-up link it opens. */
export const plan = (title: string, price: number, signUp: 'join' | 'dayPass', own: Record<string, unknown> = {}) => ({
	title,
	description: `Who ${title} suits.`,
	price,
	period: signUp === 'join' ? 'month' : 'session',
	features: ['Everything'],
	signUp,
	...own,
});

/** A monthly plan, `zz-month`, and a day pass, `zz-day`, dearer online; the popular plan leads. */
export function fillPlans(): void {
	fill('plans', [
		['zz-day', plan('ZZ DAY', 9, 'dayPass', { onlinePrice: 10, order: 1 })],
		['zz-month', plan('ZZ MONTH', 60, 'join', { popular: true, order: 2 })],
	]);
}
