import { byOrderThen } from './order.ts';
import { formatHeadlinePrice } from './price.ts';
import type { Plan } from './schemas/plans.ts';

const periods: Record<Plan['period'], string> = { month: 'per month', block: 'per block', session: 'per session' };

/**
 * The price line of a plan card: "from", the price in whole pounds where it has no pence, what it buys, and the price
 * bought online where the plan gives one.
 */
export function describePlanPrice(plan: Pick<Plan, 'price' | 'currency' | 'priceFrom' | 'period' | 'onlinePrice'>) {
	return {
		from: plan.priceFrom ? 'from' : undefined,
		price: formatHeadlinePrice(plan.price, plan.currency),
		period: periods[plan.period],
		online: plan.onlinePrice === undefined ? undefined : formatHeadlinePrice(plan.onlinePrice, plan.currency),
	};
}

const planOrder = byOrderThen('title');

/** Plans in display order: by `order`, then title. */
export function sortPlans<T extends { data: Pick<Plan, 'order' | 'title'> }>(plans: readonly T[]): T[] {
	return [...plans].sort((a, b) => planOrder(a.data, b.data));
}

/**
 * The popular plan first, then the rest in their order: the page leads with it at every width, so what is read and
 * focused first is what is seen first.
 */
export function leadWithPopular<T>(plans: readonly T[], isPopular: (plan: T) => boolean): T[] {
	return [...plans.filter(isPopular), ...plans.filter((plan) => !isPopular(plan))];
}
