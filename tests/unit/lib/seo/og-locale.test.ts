import { describe, expect, it } from 'vitest';

import { siteLocale } from '@/lib/browser/gym-locale';
import { ogLocaleOf } from '@/lib/seo/og-locale';

describe('ogLocaleOf', () => {
	it.each([
		['en-GB', 'en_GB'],
		['en-US', 'en_US'],
		['fr-FR', 'fr_FR'],
		['en', 'en'],
	])('ogLocaleOf(%j) is %j', (locale, expected) => {
		expect(ogLocaleOf(locale)).toBe(expected);
	});

	it("writes the site's locale as every page's og:locale", () => {
		expect(ogLocaleOf(siteLocale)).toBe('en_GB');
	});
});
