import { expect, type Page } from '@playwright/test';

/** One row of the home page's "Today at the gym", as a visitor reads it. */
export interface TodayRow {
	when: string;
	name: string;
	time: string;
	href: string;
	/** closed, short or cancelled on a listed day's rows; empty otherwise. */
	kind: string;
}

/** "Today at the gym"'s rows once its script has filled them. */
export async function todayRows(page: Page): Promise<TodayRow[]> {
	const list = page.locator('[data-today-list]');
	await expect(list.locator('li:not([hidden]) a[href]').first()).toBeAttached();
	return list.locator('li:not([hidden])').evaluateAll((rows) =>
		rows.map((row) => {
			const [when, link, time] = ['[data-when]', 'a', '[data-time]'].map((part) => row.querySelector(part));
			return {
				when: when?.textContent ?? '',
				name: link?.textContent ?? '',
				time: time?.textContent ?? '',
				href: link?.getAttribute('href') ?? '',
				kind: (row as HTMLElement).dataset['kind'] ?? '',
			};
		}),
	);
}
