import { expect, test, type Page } from '@playwright/test';
import { settings } from './support/site';

const listedClasses = [
	'open-gym',
	'pwrthr',
	'powerlifting',
	'athx',
	'olympic-lifting',
	'metcon',
	'hyrox',
	'youth-sc',
	'run-club',
	'conditioning-club',
	'off-the-pitch',
];
const posts = ['hyrox-masterclass-october-2025', 'monthly-september-2025'];
const hidden = ['junior-ice-hockey-sc', 'recovery-session', 'nutrition'];

/** Structured data blocks of the page, parsed. */
const jsonLd = async (page: Page) =>
	(await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

/** One accordion section of /blog: its <details>, the <summary> that toggles it, and its panel. */
const section = (page: Page, id: string) => ({
	details: page.locator(`#${id} details`),
	toggle: page.locator(`#${id} summary`),
	panel: page.locator(`#${id}-panel`),
});

/** Resolves once every island of a component has hydrated (Astro removes `ssr` then). */
const hydrated = (page: Page, component: string, count: number) =>
	expect(page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`)).toHaveCount(count);

test.describe('/blog', () => {
	test('has its own title, description, canonical and one heading', async ({ page }) => {
		const response = await page.goto('/blog');
		expect(response?.status()).toBe(200);
		await expect(page).toHaveTitle(/^Training Tips & Class Guides \| /);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Tips & Class Guides');
		await expect(page.locator('h1')).toHaveCount(1);
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/blog', settings.url).href);
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
	});

	test('opens with only Class Descriptions open, and each section toggles on its own from the first tap', async ({ page }) => {
		const scripts: string[] = [];
		page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
		await page.goto('/blog');
		const monthly = section(page, 'monthly-posts');
		const classes = section(page, 'class-descriptions');
		await expect(monthly.toggle).toHaveAttribute('aria-controls', 'monthly-posts-panel');
		await expect(classes.toggle).toHaveAttribute('aria-controls', 'class-descriptions-panel');
		await expect(monthly.toggle).toContainText('Monthly Posts & Updates');

		await expect(monthly.details).not.toHaveAttribute('open');
		await expect(monthly.panel).toBeHidden();
		await expect(classes.details).toHaveAttribute('open');
		await expect(classes.panel).toBeVisible();
		expect(scripts, 'no script before the first tap').toEqual([]);

		// The first tap opens the section natively, before (and while) the island wakes.
		await monthly.toggle.click();
		await expect(monthly.details).toHaveAttribute('open');
		await expect(monthly.panel).toBeVisible();
		await expect(classes.panel).toBeVisible();
		await hydrated(page, 'Accordion', 1);

		await classes.toggle.click();
		await expect(classes.details).not.toHaveAttribute('open');
		await expect(classes.panel).toBeHidden();
		await expect(monthly.panel).toBeVisible();

		await monthly.toggle.press('Enter');
		await expect(monthly.details).not.toHaveAttribute('open');
		await expect(monthly.panel).toBeHidden();
		await classes.toggle.press('Space');
		await expect(classes.details).toHaveAttribute('open');
		await expect(classes.panel).toBeVisible();
	});

	test('opens the section a link points at', async ({ page }) => {
		await page.goto('/blog#monthly-posts');
		await expect(section(page, 'monthly-posts').details).toHaveAttribute('open');
		await expect(section(page, 'monthly-posts').panel).toBeVisible();
	});

	test('links each monthly card with Read More and each class card with Find Out More, hidden entries left out', async ({ page }) => {
		await page.goto('/blog#monthly-posts');
		await expect(section(page, 'monthly-posts').panel).toBeVisible();
		const readMore = page.locator('#monthly-posts-panel').getByRole('link', { name: /^Read More/ });
		await expect(readMore).toHaveCount(posts.length);
		for (const [i, slug] of posts.entries()) await expect(readMore.nth(i)).toHaveAttribute('href', `/blog/${slug}`);
		const findOutMore = page.locator('#class-descriptions-panel').getByRole('link', { name: /^Find Out More/ });
		await expect(findOutMore).toHaveCount(listedClasses.length);
		for (const [i, slug] of listedClasses.entries()) await expect(findOutMore.nth(i)).toHaveAttribute('href', `/classes/${slug}`);
		for (const slug of hidden) await expect(page.locator(`main a[href="/classes/${slug}"]`)).toHaveCount(0);
		await expect(page.locator('main')).not.toContainText(/Junior Ice Hockey|Recovery Session|Nutrition/);
	});

	test('every card leads to a page', async ({ page, request }) => {
		await page.goto('/blog');
		const hrefs = await page.locator('main article a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
		expect(hrefs).toHaveLength(posts.length + listedClasses.length);
		for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
	});

	test('lists posts and finished class guides in its structured data, hidden entries left out', async ({ page }) => {
		await page.goto('/blog');
		const blog = (await jsonLd(page)).find((data) => data['@type'] === 'Blog');
		const entries = blog?.['blogPost'] as { url: string; datePublished: string }[];
		const urls = entries.map((entry) => new URL(entry.url).pathname);
		expect(urls).toEqual(expect.arrayContaining([...posts.map((s) => `/blog/${s}`), ...listedClasses.map((s) => `/classes/${s}`)]));
		expect(urls).toHaveLength(posts.length + listedClasses.length);
		for (const entry of entries.filter((e) => e.url.includes('/classes/'))) expect(entry.datePublished).toBe('2025-08-22');
	});

	test('both sections open and close without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/blog');
		const monthly = section(page, 'monthly-posts');
		await expect(page.getByRole('heading', { name: 'Monthly Posts & Updates' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Class Descriptions' })).toBeVisible();
		await expect(section(page, 'class-descriptions').panel).toBeVisible();
		await monthly.toggle.click();
		await expect(monthly.panel).toBeVisible();
		await expect(page.getByRole('link', { name: /^Read More/ }).first()).toBeVisible();
		await context.close();
	});

	test('answers 404 for any other blog or class path', async ({ request }) => {
		for (const path of ['/blog/no-such-post', '/blog/monthly-august-2025', '/classes/yoga', '/classes/nutrition']) {
			expect((await request.get(path)).status(), path).toBe(404);
		}
	});
});

test.describe('the September 2025 post', () => {
	test.beforeEach(async ({ page }) => {
		await page.goto('/blog/monthly-september-2025');
	});

	test('is by the three co-owners, dated 30 September 2025, with its own meta tags', async ({ page }) => {
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monthly Update: September 2025');
		await expect(page.locator('h1')).toHaveCount(1);
		await expect(page.locator('main header')).toContainText('By Dan Whitfield, Sophie Marsh and Ryan Okafor');
		await expect(page.locator('main header time')).toHaveAttribute('datetime', '2025-09-30');
		await expect(page.locator('main header time')).toHaveText('30 September 2025');
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/blog/monthly-september-2025', settings.url).href);
		await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
	});

	test('covers every item of the month', async ({ page }) => {
		const article = page.locator('article');
		for (const fact of [
			'28 June',
			'new equipment',
			'a chiropractor',
			'a coach',
			'120 members',
			'double',
			'first fully booked class',
			'Running achievements',
			'ATHX events',
			'first powerlifting competition',
			'over 500 attendees',
			'£1,225 for charity',
			'championship results',
			'twice a month',
			"Ladies' lifting",
			'A transformation story',
		]) {
			await expect(article, fact).toContainText(fact, { ignoreCase: true });
		}
	});

	test('links to the facilities gallery and the team', async ({ page }) => {
		await expect(page.getByRole('link', { name: 'facilities gallery' })).toHaveAttribute('href', '/gallery/facilities');
		const team = page.getByRole('link', { name: 'About Us page' });
		await expect(team).toHaveAttribute('href', '/about-us#team');
		await expect(team).not.toHaveAttribute('target', /.*/);
	});

	test('carries BlogPosting structured data', async ({ page }) => {
		const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
		const url = new URL('/blog/monthly-september-2025', settings.url).href;
		expect(posting).toMatchObject({
			'@context': 'https://schema.org',
			headline: 'Monthly Update: September 2025',
			description: expect.stringContaining('120 members') as unknown,
			datePublished: '2025-09-30',
			author: [
				{ '@type': 'Person', name: 'Dan Whitfield' },
				{ '@type': 'Person', name: 'Sophie Marsh' },
				{ '@type': 'Person', name: 'Ryan Okafor' },
			],
			publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\//) as unknown } },
			mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		});
	});

	test('shows the six titled highlights', async ({ page }) => {
		const carousel = page.getByRole('region', { name: 'September 2025 Highlights' });
		await expect(page.getByRole('heading', { name: 'September 2025 Highlights' })).toBeVisible();
		await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
		const slides = carousel.locator('[aria-roledescription="slide"]');
		await expect(slides).toHaveCount(6);
		await expect(slides.first()).toHaveAttribute('aria-label', '1 of 6');
		await expect(slides.locator('figcaption')).toHaveText([
			'Our New Unit Opens',
			'New Kit on the Floor',
			'120 Members Strong',
			'Our First Fully Booked Class',
			'Powerlifting Competition Day',
			"Ladies' Lifting",
		]);
		for (const img of await slides.locator('img').all()) {
			await expect(img).toHaveAttribute('alt', /.+/);
			await expect(img).toHaveAttribute('width', /^\d+$/);
			await expect(img).toHaveAttribute('height', /^\d+$/);
		}
	});
});

test.describe('the Hyrox masterclass post', () => {
	test.beforeEach(async ({ page }) => {
		await page.goto('/blog/hyrox-masterclass-october-2025');
	});

	test('is dated 19 October 2025 and recaps the workshop, the race and the new classes', async ({ page }) => {
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyrox Masterclass: October 2025');
		await expect(page.locator('main header time')).toHaveAttribute('datetime', '2025-10-19');
		await expect(page.locator('main header time')).toHaveText('19 October 2025');
		const article = page.locator('article');
		for (const fact of [
			'world-record-holding',
			'open to members and non-members',
			'talk',
			'1-hour workout',
			'You run 1 km',
			'eight times',
			'the fastest total time wins',
			'three further Hyrox classes from November',
		]) {
			await expect(article, fact).toContainText(fact);
		}
		const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
		expect(posting).toMatchObject({
			datePublished: '2025-10-19',
			headline: 'Hyrox Masterclass: October 2025',
			author: { '@type': 'Organization' },
		});
	});

	test('opens every external link in a new tab, social profiles included', async ({ page }) => {
		const external = page.locator('main a[href^="http"]');
		expect(await external.count()).toBeGreaterThanOrEqual(3);
		for (const link of await external.all()) {
			await expect(link).toHaveAttribute('target', '_blank');
			await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
		}
		await expect(page.locator('main').getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', settings.socials.instagram);
		await expect(page.locator('main').getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', settings.socials.facebook);
	});

	test('has a gallery of 11 photos', async ({ page }) => {
		const slides = page.getByRole('region', { name: 'Masterclass Gallery' }).locator('[aria-roledescription="slide"]');
		await expect(slides).toHaveCount(11);
		await expect(slides.last()).toHaveAttribute('aria-label', '11 of 11');
	});
});
