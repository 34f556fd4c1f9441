import { fillTemplate } from '../browser/fill-template.ts';
import { byOrderThen } from '../order.ts';
import { formatHeadlinePrice } from '../price.ts';
import type { Plan } from '../schemas/plans.ts';

/** A plan's prices as headlines, whole pounds where they have no pence: at the desk, and bought online where it differs. */
export function planPrices(plan: Pick<Plan, 'price' | 'currency' | 'onlinePrice'>) {
	return {
		price: formatHeadlinePrice(plan.price, plan.currency),
		online: plan.onlinePrice === undefined ? undefined : formatHeadlinePrice(plan.onlinePrice, plan.currency),
	};
}

/** The words of a plan card's price line (content/settings/words.yaml: `planPrice`, and `periods`). */
export interface PlanPriceWords {
	/** e.g. from */
	from: string;
	/** e.g. per {period} */
	period: string;
	periods: Readonly<Record<Plan['period'], string>>;
}

/** The price line of a plan card: "from", the price, what it buys ("per month"), and the price bought online. */
export function describePlanPrice(plan: Pick<Plan, 'price' | 'currency' | 'priceFrom' | 'period' | 'onlinePrice'>, words: PlanPriceWords) {
	return {
		from: plan.priceFrom ? words.from : undefined,
		...planPrices(plan),
		period: fillTemplate(words.period, { period: words.periods[plan.period] }),
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
