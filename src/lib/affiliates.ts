import { maxAffiliates } from './schemas/affiliates';

/** Places the partners in their slots (1–6); empty slots become `null` for a 'Coming soon' tile. */
export function toAffiliateRow<T extends { slot: number; name: string }>(items: readonly T[]): (T | null)[] {
	const row: (T | null)[] = Array.from({ length: maxAffiliates }, () => null);
	for (const item of items) {
		const taken = row[item.slot - 1];
		if (taken) throw new Error(`Affiliates ${taken.name} and ${item.name} both use slot ${item.slot}: give each its own slot`);
		row[item.slot - 1] = item;
	}
	return row;
}
