import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Locator, type Page, test as base } from '@playwright/test';
import { parseDocument } from 'yaml';

import { fillTemplate } from '@/lib/browser/fill-template';
import { frontmatterOf } from '@/lib/content/frontmatter';

import { posts, words } from '../../support/content';
import { servedFixtureSite } from '../../support/fixture-site';

const slideOf = (number: number, count: number) => fillTemplate(words.carousel.slide, { number: String(number), count: String(count) });

/** Posts with a carousel, as their files give them: picked by what they hold, never by slug or count. */
const withCarousel = posts.flatMap((post) =>
	post.carousel ? [{ slug: post.slug, ...post.carousel, count: post.carousel.photos.length }] : [],
);
// The layout tests need a row of at least four slides (three in view at 1280 px, and one to scroll to): the first post
// of content/ with one, else the fixture site's, whose copy gives the first post a carousel of five (its cover five
// times over, with titles of the fixture's own).
const fromContent = withCarousel.find((carousel) => carousel.count >= 4);
const fixturePost = posts[0];
if (!fromContent && !fixturePost) throw new Error('content/blog has no post to give a carousel');
const fixtureCarousel = {
	heading: 'Fixture Highlights',
	photos: Array.from({ length: 5 }, (_, i) => ({
		image: fixturePost?.image ?? '',
		alt: `Fixture photo ${i + 1}`,
		title: `Fixture slide ${i + 1}`,
	})),
};
const main = fromContent ?? { slug: fixturePost?.slug ?? '', ...fixtureCarousel, count: fixtureCarousel.photos.length };
const highlights = main.heading;
const count = main.count;
/** What the live region reads for a slide: its number and, when the photo has one, its title. */
const announced = (number: number) => {
	const title = main.photos[number - 1]?.title;
	return title ? `${slideOf(number, count)}: ${title}` : slideOf(number, count);
};

// The fixture site is built once, so its tests share one worker.
if (!fromContent) base.describe.configure({ mode: 'serial' });
/** Where the carousel under test is: the post of content/, else the fixture site's copy, built and served once a worker. */
const test = base.extend<object, { carouselPath: string }>({
	carouselPath: [
		async ({}, use) => {
			if (fromContent) return use(`/blog/${main.slug}`);
			const fixture = await servedFixtureSite('carousel-', (site) => {
				const file = join(site.dir, `content/blog/${main.slug}/index.mdx`);
				const text = readFileSync(file, 'utf8');
				const front = frontmatterOf(text);
				const doc = parseDocument(front);
				doc.set('carousel', doc.createNode(fixtureCarousel));
				writeFileSync(file, text.replace(front, doc.toString({ lineWidth: 0 }).trimEnd()));
			});
			try {
				await use(`${fixture.url}/blog/${main.slug}`);
			} finally {
				fixture.close();
			}
		},
		{ scope: 'worker', timeout: 240_000 },
	],
});

/** The carousel, scrolled into view and pointed at, which wakes its island (client:interaction). */
async function openCarousel(page: Page, name: string, { hydrate = true } = {}): Promise<Locator> {
	const carousel = page.getByRole('region', { name });
	await carousel.scrollIntoViewIfNeeded();
	if (hydrate) {
		await carousel.hover();
		// Embla has taken over the track (the buttons show from the first paint, before that).
		await expect(carousel.locator('[id$="-track"]')).toHaveAttribute('data-ready', 'true');
	}
	return carousel;
}

/** Slide boxes measured against the track: which are wholly in view, and which one sits at the start. */
const measure = (carousel: Locator) =>
	carousel.locator('[id$="-track"]').evaluate((track) => {
		const frame = track.getBoundingClientRect();
		const figures = [...track.querySelectorAll('figure')].map((figure) => figure.getBoundingClientRect());
		return {
			inView: figures.filter((box) => box.left >= frame.left - 1 && box.right <= frame.right + 1).length,
			atStart: figures.findIndex((box) => Math.abs(box.left - frame.left) < 2) + 1,
		};
	});
const slideAtStart = async (carousel: Locator) => (await measure(carousel)).atStart;

test.describe('a post carousel of four or more photos', () => {
	for (const [width, perView] of [
		[375, 1],
		[800, 2],
		[1280, 3],
	] as const) {
		test(`shows ${perView} slide${perView > 1 ? 's' : ''} at ${width} px`, async ({ page, carouselPath }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(carouselPath);
			const carousel = await openCarousel(page, highlights);
			await expect.poll(() => measure(carousel)).toEqual({ inView: perView, atStart: 1 });
		});
	}

	test('loops both ways with the buttons and announces the slide', async ({ page, carouselPath }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.setViewportSize({ width: 1280, height: 900 });
		await page.goto(carouselPath);
		const carousel = await openCarousel(page, highlights);
		const previous = carousel.getByRole('button', { name: words.carousel.previous });
		const next = carousel.getByRole('button', { name: words.carousel.next });
		const live = carousel.locator('[aria-live="polite"]');

		await previous.click();
		await expect.poll(() => slideAtStart(carousel)).toBe(count);
		await expect(live).toHaveText(announced(count));
		await next.click();
		await expect.poll(() => slideAtStart(carousel)).toBe(1);
		await expect(live).toHaveText(announced(1));
		for (let i = 0; i < count - 1; i++) await next.click();
		await expect.poll(() => slideAtStart(carousel)).toBe(count);
		await next.click();
		await expect.poll(() => slideAtStart(carousel)).toBe(1);
	});

	test('moves with the arrow keys when focused', async ({ page, carouselPath }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.setViewportSize({ width: 800, height: 900 });
		await page.goto(carouselPath);
		const carousel = await openCarousel(page, highlights);
		const track = carousel.locator('[id$="-track"]');
		await track.focus();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => slideAtStart(carousel)).toBe(2);
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => slideAtStart(carousel)).toBe(1);
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => slideAtStart(carousel)).toBe(count);
		await carousel.getByRole('button', { name: words.carousel.next }).focus();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => slideAtStart(carousel)).toBe(1);
	});

	test('glides without reduced motion and still lands on the slide', async ({ page, carouselPath }) => {
		await page.setViewportSize({ width: 375, height: 800 });
		await page.goto(carouselPath);
		const carousel = await openCarousel(page, highlights);
		await carousel.getByRole('button', { name: words.carousel.next }).click();
		await expect.poll(() => slideAtStart(carousel)).toBe(2);
	});

	test('is a scrollable row of every slide without JavaScript', async ({ browser, carouselPath }) => {
		const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
		const page = await context.newPage();
		await page.goto(carouselPath);
		const carousel = await openCarousel(page, highlights, { hydrate: false });
		// The buttons are in the page but hidden: they could not work without JavaScript.
		await expect(carousel.locator('button')).toHaveCount(2);
		for (const button of await carousel.locator('button').all()) await expect(button).toBeHidden();
		const track = carousel.locator('[id$="-track"]');
		await expect(track).toHaveAttribute('tabindex', '0');
		// Every slide is in the row, and the row scrolls to the end of the last.
		const row = await track.evaluate((el) => {
			const figures = [...el.querySelectorAll('figure')];
			const last = figures.at(-1)?.getBoundingClientRect();
			return {
				figures: figures.length,
				scrollWidth: el.scrollWidth,
				clientWidth: el.clientWidth,
				overflowX: getComputedStyle(el).overflowX,
				end: (last?.right ?? 0) - el.getBoundingClientRect().left,
			};
		});
		expect(row.figures).toBe(count);
		// The row is wider than its box and the box scrolls it: a box that wrapped or clipped its slides would fail here.
		expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
		expect(['auto', 'scroll']).toContain(row.overflowX);
		expect(row.end).toBeGreaterThan(row.clientWidth);
		expect(row.scrollWidth).toBeGreaterThanOrEqual(Math.floor(row.end));
		await track.evaluate((el) => el.scrollBy({ left: el.clientWidth * 2, behavior: 'instant' }));
		await expect.poll(() => slideAtStart(carousel)).toBe(3);
		await context.close();
	});
});

for (const carousel of withCarousel) {
	test(`the carousel of /blog/${carousel.slug} loops through its ${carousel.count} photos`, async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.setViewportSize({ width: 375, height: 800 });
		await page.goto(`/blog/${carousel.slug}`);
		const region = await openCarousel(page, carousel.heading);
		await region.getByRole('button', { name: words.carousel.previous }).click();
		await expect.poll(() => slideAtStart(region)).toBe(carousel.count);
		await expect(region.locator('[aria-live="polite"]')).toContainText(slideOf(carousel.count, carousel.count));
		await region.getByRole('button', { name: words.carousel.next }).click();
		await expect.poll(() => slideAtStart(region)).toBe(1);
	});
}

// A post's words may place its carousel (`<Carousel />`, e.g. after the opening); without it, the photos close the post.
// Either way the carousel shows once, as wide as the page's column, and the sections' numbers count the words' own.
for (const carousel of withCarousel) {
	const post = posts.find((each) => each.slug === carousel.slug);
	const tag = post?.body.search(/<Carousel\b/) ?? -1;
	const sectionsBefore = tag < 0 ? undefined : (post?.body.slice(0, tag).match(/^## /gm) ?? []).length;
	test(`the carousel of /blog/${carousel.slug} stands ${tag < 0 ? 'after the words' : `after ${sectionsBefore} of its sections`}`, async ({
		page,
	}) => {
		await page.setViewportSize({ width: 1440, height: 900 });
		await page.goto(`/blog/${carousel.slug}`);
		const region = page.locator('section').filter({ has: page.getByRole('heading', { name: carousel.heading, exact: true }) });
		await expect(region).toHaveCount(1);
		const placed = await region.evaluate((section) => {
			// The words' column: the parent of the post's own section headings, which no section of the page holds.
			const words = [...(section.closest('article')?.querySelectorAll('h2') ?? [])].find((h2) => !h2.closest('section'))?.parentElement;
			const headings = [...(words?.querySelectorAll(':scope > h2') ?? [])];
			return {
				inWords: words?.contains(section) ?? false,
				before: headings.filter((h2) => h2.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).length,
				width: section.getBoundingClientRect().width,
				words: words?.getBoundingClientRect().width ?? 0,
			};
		});
		expect(placed.inWords).toBe(tag >= 0);
		if (sectionsBefore !== undefined) expect(placed.before).toBe(sectionsBefore);
		// Wider than the words' column: the page's.
		expect(placed.width).toBeGreaterThan(placed.words);
	});
}

test.describe('before the island wakes', () => {
	test('the buttons show from the first paint, and a tap on one moves the carousel once it wakes', async ({ page, carouselPath }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.setViewportSize({ width: 375, height: 800 });
		await page.goto(carouselPath);
		const carousel = page.getByRole('region', { name: highlights });
		// No pointer has been near it, so the island has not woken: its track still scrolls natively.
		await expect(carousel.locator('[id$="-track"]')).not.toHaveAttribute('data-ready');
		const next = carousel.getByRole('button', { name: words.carousel.next });
		await expect(next).toBeVisible();
		await next.click();
		await expect.poll(() => slideAtStart(carousel)).toBe(2);
	});

	for (const width of [375, 1440]) {
		test(`nothing below it moves when it wakes at ${width} px`, async ({ page, carouselPath }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(carouselPath);
			const carousel = page.getByRole('region', { name: highlights });
			await carousel.scrollIntoViewIfNeeded();
			const below = page.locator('article > footer a').first();
			const before = await below.boundingBox();
			await carousel.hover();
			await expect(carousel.locator('[id$="-track"]')).toHaveAttribute('data-ready', 'true');
			expect(await below.boundingBox()).toEqual(before);
		});
	}
});

test('on a phone the next slide peeks in and a count shows how many there are', async ({ page, carouselPath }) => {
	await page.setViewportSize({ width: 375, height: 800 });
	await page.goto(carouselPath);
	const carousel = page.getByRole('region', { name: highlights });
	await carousel.scrollIntoViewIfNeeded();
	const { peek } = await carousel.locator('[id$="-track"]').evaluate((track) => {
		const frame = track.getBoundingClientRect();
		const second = track.querySelectorAll('figure')[1]!.getBoundingClientRect();
		return { peek: frame.right - second.left };
	});
	expect(peek).toBeGreaterThan(16);
	await expect(carousel.getByText(`/ ${count}`)).toBeVisible();
});

test('the highlights strip runs wider than the article text at 1440 px, on the same centre line', async ({ page, carouselPath }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	await page.goto(carouselPath);
	const text = (await page.locator('article .prose-gym').boundingBox())!;
	const strip = (await page.getByRole('region', { name: highlights }).boundingBox())!;
	expect(strip.width).toBeGreaterThan(text.width);
	expect(Math.abs(strip.x + strip.width / 2 - (text.x + text.width / 2))).toBeLessThanOrEqual(1);
});
