import { formatHeadlinePrice } from './price.ts';
import type { Plan } from './schemas/plans.ts';

const periods: Record<Plan['period'], string> = { month: 'per month', block: 'per block', session: 'per session' };

/** The price line of a plan card: "from", the price in whole pounds where it has no pence, and what it buys. */
export function describePlanPrice(plan: Pick<Plan, 'price' | 'currency' | 'priceFrom' | 'period'>) {
	return { from: plan.priceFrom ? 'from' : undefined, price: formatHeadlinePrice(plan.price, plan.currency), period: periods[plan.period] };
}

/** Plans in display order. */
export function sortPlans<T extends { data: Pick<Plan, 'order' | 'title'> }>(plans: readonly T[]): T[] {
	return [...plans].sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}
