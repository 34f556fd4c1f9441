import { loadPlans } from '@/data/collections/plans';
import { folderOf } from '@/lib/content/content-layout';
import { required } from '@/lib/content/required';
import { planPrices } from '@/lib/membership/plans';

/** The day pass's plan title and prices, as loadDayPass gives them. */
export type DayPass = {
	plan: string;
	price: string;
	online: string;
};

/**
 * The day pass as the site names it: the plan whose button opens the day pass sign-up, its title in lower case (plan
 * titles are written in capitals), its price at the desk and its price bought online (the same when the plan gives no
 * other), as shown, e.g. { plan: 'day pass', price: '£10', online: '£11' }. The sign-up link sells it online, so words
 * beside that link give both.
 */
export async function loadDayPass(): Promise<DayPass> {
	const plan = required(
		(await loadPlans()).find(({ data }) => data.signUp === 'dayPass'),
		`${folderOf('plans')}: a plan with signUp: dayPass, for the day pass price`,
	).data;
	const { price, online = price } = planPrices(plan);
	return { plan: plan.title.toLowerCase(), price, online };
}
