import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { settings } from './support/site';

/** A class guide's frontmatter, as editors wrote it. */
const frontmatter = (slug: string) =>
	parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(new URL(`../../content/classes/${slug}.mdx`, import.meta.url), 'utf8'))?.[1] ?? '') as {
		heading: string;
		description: string;
		closing: { label: string };
	};

const pages = [
	'open-gym',
	'pwrthr',
	'powerlifting',
	'athx',
	'olympic-lifting',
	'metcon',
	'hyrox',
	'youth-sc',
	'junior-ice-hockey-sc',
	'run-club',
	'recovery-session',
	'conditioning-club',
	'off-the-pitch',
];
const unfinished = ['junior-ice-hockey-sc', 'recovery-session'];
const shortGuides = [
	['pwrthr', 'PWRTHR'],
	['powerlifting', 'Powerlifting'],
	['athx', 'ATHX'],
	['olympic-lifting', 'Olympic Lifting'],
	['metcon', 'Metcon'],
	['hyrox', 'Hyrox'],
	['youth-sc', 'Youth S&C'],
] as const;

const jsonLd = async (page: Page) =>
	(await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
const cardHeadings = (page: Page) => page.locator('main section h2').allTextContents();

test('all 13 class pages answer with their own title, one heading and the closing link to /timetable', async ({ page }) => {
	const titles = new Set<string>();
	for (const slug of pages) {
		const response = await page.goto(`/classes/${slug}`);
		expect(response?.status(), slug).toBe(200);
		await expect(page.getByRole('heading', { level: 1 }), slug).toHaveText(frontmatter(slug).heading);
		await expect(page.locator('h1'), slug).toHaveCount(1);
		await expect(page.locator('link[rel="canonical"]'), slug).toHaveAttribute('href', new URL(`/classes/${slug}`, settings.url).href);
		// The closing button's words come from the guide (Open Gym needs no booking).
		await expect(page.getByRole('link', { name: frontmatter(slug).closing.label, exact: true }), slug).toHaveAttribute(
			'href',
			'/timetable',
		);
		await expect(page.locator('main section#overview'), slug).toBeVisible();
		titles.add(await page.title());
	}
	expect(titles.size).toBe(pages.length);
});

test('Open Gym fills all six sections, with the session facts under What to Expect', async ({ page }) => {
	await page.goto('/classes/open-gym');
	expect(await cardHeadings(page)).toEqual([
		'Overview',
		"Who It's For",
		'What to Expect',
		'Why It Works',
		'Coaching Approach',
		'What to Bring',
		'Ready to Train?',
	]);
	const expectCard = page.locator('#what-to-expect');
	for (const term of ['Session length', 'Format', 'Focus areas']) await expect(expectCard.locator('dt', { hasText: term })).toBeVisible();
	await expect(page.locator('#overview')).toContainText('Monday – Thursday');
	await expect(page.locator('#what-to-expect')).toContainText('no booking needed');
});

for (const [slug, title] of shortGuides) {
	test(`${title} shows its description card and a Ready to Try call to action`, async ({ page }) => {
		await page.goto(`/classes/${slug}`);
		const headings = await cardHeadings(page);
		expect(headings[0]).toBe('Overview');
		expect(headings.at(-1)).toBe(`Ready to Try ${title}?`);
		await expect(page.locator('#overview')).not.toBeEmpty();
	});
}

test.describe('class facts', () => {
	for (const [slug, facts] of [
		['pwrthr', ['every weekday', 'since 2017', 'from 18 to 75']],
		['athx', ['60 minutes', '3 times a week']],
		['metcon', ['60 minutes', 'twice a week']],
		['hyrox', ['60 minutes', '4 days a week', '8 km of running and 8 stations']],
		[
			'powerlifting',
			[
				'Saturdays from 10am until close',
				'more than 1500 kg of calibrated plates',
				'dumbbells up to 50 kg',
				'five competition benches',
				'ten-plus powerlifting barbells',
			],
		],
		['youth-sc', ['under-18s']],
		[
			'run-club',
			[
				'Runners of all levels',
				'30 minutes',
				'Twice per week',
				'Coach-led strength and conditioning',
				'Running movement patterns',
				'Heart-rate zones',
				'Technique',
				'Injury prevention',
				'A water bottle',
				'30 to 120 minutes before',
			],
		],
		[
			'conditioning-club',
			['Lunchtime', '30 minutes', 'twice per week', 'All levels', 'Heart-rate zones', 'A water bottle', '30 to 120 minutes before'],
		],
		[
			'off-the-pitch',
			[
				'all-levels 4/5-day programme',
				'contact-sport athletes',
				'Seasonal periodisation',
				'1-hour instructor-led',
				'sports-specific lifting and cardio',
				'Thursday, 7pm to 8pm',
				'A water bottle',
				'A towel',
				'Lifting shoes (optional)',
				'Arrive 5 to 10 minutes early',
			],
		],
	] as const) {
		test(`/classes/${slug}`, async ({ page }) => {
			await page.goto(`/classes/${slug}`);
			for (const fact of facts) await expect(page.locator('main'), fact).toContainText(fact, { ignoreCase: true });
		});
	}
});

test('Conditioning Club closes with its own call to action and cuts its meta description to 155 characters', async ({ page }) => {
	await page.goto('/classes/conditioning-club');
	await expect(page.getByRole('heading', { name: 'Ready to Try Conditioning Club?' })).toBeVisible();
	const { description } = frontmatter('conditioning-club');
	expect(description.length).toBeGreaterThan(155);
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `${description.slice(0, 155).trimEnd()}…`);
});

test('Hyrox carries FAQPage structured data matching its visible questions, and dated BlogPosting', async ({ page }) => {
	await page.goto('/classes/hyrox');
	const blocks = await jsonLd(page);
	const faq = blocks.find((data) => data['@type'] === 'FAQPage');
	const questions = faq?.['mainEntity'] as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
	expect(questions.length).toBeGreaterThanOrEqual(3);
	await expect(page.locator('#faq dt')).toHaveText(questions.map((q) => q.name));
	for (const question of questions) {
		expect(question['@type']).toBe('Question');
		expect(question.acceptedAnswer['@type']).toBe('Answer');
		await expect(page.locator('#faq')).toContainText(question.acceptedAnswer.text);
	}
	expect(blocks.find((data) => data['@type'] === 'BlogPosting')).toMatchObject({ datePublished: '2025-08-22', dateModified: '2025-08-22' });
});

test('finished class pages are indexable and carry dated BlogPosting data', async ({ page }) => {
	for (const slug of pages.filter((s) => !unfinished.includes(s))) {
		await page.goto(`/classes/${slug}`);
		await expect(page.locator('meta[name="robots"]'), slug).toHaveCount(0);
		const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
		expect(posting, slug).toMatchObject({ datePublished: '2025-08-22', dateModified: '2025-08-22', headline: frontmatter(slug).heading });
	}
});

test('the two unfinished pages keep their placeholders, are noindex and have no structured data', async ({ page }) => {
	for (const slug of unfinished) {
		await page.goto(`/classes/${slug}`);
		await expect(page.locator('meta[name="robots"]'), slug).toHaveAttribute('content', 'noindex');
		for (const placeholder of ['[intensity]', '[goals]', '[audience]']) await expect(page.locator('main'), slug).toContainText(placeholder);
		await expect(page.locator('script[type="application/ld+json"]'), slug).toHaveCount(0);
	}
});

test('the sitemap lists the finished class pages and the blog, not the unfinished ones', async ({ request }) => {
	const sitemap = await (await request.get('/sitemap-0.xml')).text();
	const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
	for (const slug of pages) expect(urls.includes(`/classes/${slug}`), slug).toBe(!unfinished.includes(slug));
	for (const path of ['/blog', '/blog/monthly-september-2025', '/blog/hyrox-masterclass-october-2025']) expect(urls).toContain(path);
});

test('external links in a class guide open in a new tab; site links do not', async ({ page }) => {
	await page.goto('/classes/athx');
	const athx = page.locator('main').getByRole('link', { name: /ATHX website/ });
	await expect(athx).toHaveAttribute('target', '_blank');
	await expect(athx).toHaveAttribute('rel', 'noopener noreferrer');
	await page.goto('/classes/open-gym');
	const facilities = page.locator('main').getByRole('link', { name: 'facilities page' });
	await expect(facilities).toHaveAttribute('href', '/facilities');
	await expect(facilities).not.toHaveAttribute('target', /.*/);
});
