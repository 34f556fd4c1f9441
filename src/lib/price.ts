import type { Currency } from './schemas/shared';

const symbols: Record<Currency, string> = { GBP: '£', USD: '$', EUR: '€' };

/** Formats a price with its currency symbol and two decimals, e.g. £25.00. */
export function formatPrice(amount: number, currency: Currency): string {
	return `${symbols[currency]}${amount.toFixed(2)}`;
}
