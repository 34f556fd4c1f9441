import { expect, test } from '@playwright/test';

import { gatePages, sitemapPaths } from '../../support/built-pages';
import { page as pageWords } from '../../support/content';
import { readBuiltPage } from '../../support/html-dom';
import { settings } from '../support/site';

// Each page's words as the build reads them: content/pages/<id>.yaml parsed by the page's schema.
const trustPages = (['privacy', 'accessibility'] as const).map((id) => ({ id, path: `/${id}`, content: pageWords(id) }));

for (const { path, content } of trustPages) {
	test(`${path} shows its words from content/pages and an e-mail contact, and is in the sitemap`, async ({ page }) => {
		expect((await page.goto(path))?.status()).toBe(200);
		// The page's title leads the document's, whole or (when long) cut at a word with an ellipsis.
		const title = await page.title();
		expect(title.startsWith(content.title) || content.title.startsWith(title.replace(/…$/, '')), title).toBe(true);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
		for (const section of content.sections) {
			const region = page.locator(`#${section.id}`);
			await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.heading);
			for (const paragraph of section.body) await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
		}
		const contact = page.getByRole('main').getByRole('link', { name: content.cta.label });
		await expect(contact).toHaveAttribute('href', new RegExp(`^mailto:${settings.email.replace(/[.+]/g, '\\$&')}\\?`));
		expect(sitemapPaths()).toContain(path);
	});
}

// Header and body on one measure: the heading starts where the sections do, at a desktop width and on a phone.
for (const { path } of trustPages)
	for (const width of [375, 1440])
		test(`${path} at ${width} px: the header lines up with the body`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(path);
			const left = (locator: ReturnType<typeof page.locator>) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().left));
			const heading = await left(page.getByRole('heading', { level: 1 }));
			expect(await left(page.getByRole('main').getByRole('heading', { level: 2 }).first())).toBe(heading);
		});

// Read from the built HTML of every page (the footer is server HTML), instead of loading each page in a browser.
test('every page links both trust pages from its footer', () => {
	const problems = gatePages().flatMap((gatePage) => {
		const links = readBuiltPage(gatePage.file).doc.querySelectorAll('footer a');
		return trustPages
			.filter(({ path, content }) => !links.some((a) => a.getAttributeValue('href') === path && a.textContent.trim() === content.heading))
			.map(({ path }) => `${gatePage.name} → ${path}`);
	});
	expect(problems, 'footers without a link to a trust page').toEqual([]);
});
