import { getCollection } from 'astro:content';

import { toAffiliateRow } from '@/lib/home/affiliates';

/** The partners (content/affiliates) in their slots, an empty slot as null. */
export async function loadAffiliateRow() {
	return toAffiliateRow((await getCollection('affiliates')).map((entry) => entry.data));
}
