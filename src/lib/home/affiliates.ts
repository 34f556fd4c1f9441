import { maxAffiliates } from '../schemas/affiliates.ts';

/** Places the partners in their slots (1–6); empty slots become `null` for a 'Coming soon' tile. */
export function toAffiliateRow<T extends { slot: number; name: string }>(items: readonly T[]): (T | null)[] {
	const row: (T | null)[] = Array.from({ length: maxAffiliates }, () => null);
	for (const item of items) {
		// The schema allows slots 1-6 only; this guards callers that skip it, as a slot 7 would add a seventh tile.
		if (!Number.isInteger(item.slot) || item.slot < 1 || item.slot > maxAffiliates) {
			throw new Error(`Affiliate ${item.name} uses slot ${item.slot}: use a slot from 1 to ${maxAffiliates}`);
		}
		const taken = row[item.slot - 1];
		if (taken) throw new Error(`Affiliates ${taken.name} and ${item.name} both use slot ${item.slot}: give each its own slot`);
		row[item.slot - 1] = item;
	}
	return row;
}
