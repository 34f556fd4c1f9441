import { describe, expect, it } from 'vitest';

import { formatPrice } from '@/lib/price';

describe('formatPrice', () => {
	it.each([
		[69, 'GBP', '£69.00'],
		[94, 'GBP', '£94.00'],
		[12, 'GBP', '£12.00'],
		[25, 'USD', '$25.00'],
		[25, 'EUR', '€25.00'],
		[24.99, 'GBP', '£24.99'],
		[24.5, 'EUR', '€24.50'],
		[0, 'USD', '$0.00'],
		[0.1, 'GBP', '£0.10'],
		[1250, 'GBP', '£1250.00'],
		[24.999, 'GBP', '£25.00'],
	] as const)('%d %s → %s', (amount, currency, expected) => {
		expect(formatPrice(amount, currency)).toBe(expected);
	});
});
