import { getCollection } from 'astro:content';

import { leadWithPopular, sortPlans } from '@/lib/membership/plans';

/** The membership plans (content/plans) in display order. */
export async function loadPlans() {
	return leadWithPopular(sortPlans(await getCollection('plans')), ({ data }) => data.popular);
}
