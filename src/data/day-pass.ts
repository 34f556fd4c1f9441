import { getCollection } from 'astro:content';
import { required } from '@/lib/content/required';
import { formatHeadlinePrice } from '@/lib/price';
import { folderOf } from '@/lib/content/content-layout';

/**
 * The day pass as the site names it: the plan whose button opens the day pass sign-up, its title in lower case (plan
 * titles are written in capitals) and its price as shown, e.g. { plan: 'day pass', price: '£12' }.
 */
export async function loadDayPass(): Promise<{ plan: string; price: string }> {
	const plan = required(
		(await getCollection('plans', ({ data }) => data.signUp === 'dayPass'))[0],
		`${folderOf('plans')}: a plan with signUp: dayPass, for the day pass price`,
	).data;
	return { plan: plan.title.toLowerCase(), price: formatHeadlinePrice(plan.price, plan.currency) };
}
