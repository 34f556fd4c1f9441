import { getCollection } from 'astro:content';
import { sortPlans } from '@/lib/plans';

/** The membership plans (content/plans) in display order. */
export async function loadPlans() {
	return sortPlans(await getCollection('plans'));
}
