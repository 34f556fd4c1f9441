import { siteLocale } from './browser/gym-locale.ts';

// Frontmatter dates are calendar days at midnight UTC; reading them in UTC keeps the build's time zone out of it.
const dayFormat = new Intl.DateTimeFormat(siteLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as visitors read it, e.g. "30 September 2025". */
export function formatDay(date: Date): string {
	return dayFormat.format(date);
}

/** A date as YYYY-MM-DD, for `<time datetime>` and structured data. */
export function isoDay(date: Date): string {
	return date.toISOString().slice(0, 10);
}
