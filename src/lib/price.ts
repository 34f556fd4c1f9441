import type { Currency } from './schemas/shared.ts';

const symbols: Record<Currency, string> = { GBP: '£', USD: '$', EUR: '€' };

/** Formats a price with its currency symbol and two decimals, e.g. £25.00. */
export function formatPrice(amount: number, currency: Currency): string {
	return `${symbols[currency]}${amount.toFixed(2)}`;
}

/** Formats a headline price: whole amounts without pence (£69, as the price list writes them), others with two decimals (£12.50). */
export function formatHeadlinePrice(amount: number, currency: Currency): string {
	return Number.isInteger(amount) ? `${symbols[currency]}${amount}` : formatPrice(amount, currency);
}
