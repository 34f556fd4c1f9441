import { expect, type Page, test } from '@playwright/test';

import { newestPostsShown, postToReadNext } from '@/lib/blog/posts';
import { fillTemplate } from '@/lib/browser/fill-template';
import { required } from '@/lib/content/required';

import {
	classEntries,
	isoDay,
	listedClasses,
	longDate,
	page as pageWords,
	plainText,
	posts as allPosts,
	startingWith,
	team,
	words,
} from '../../support/content';
import { expectDayPassBand } from '../support/day-pass-band';
import { settings } from '../support/site';

// Everything expected is read from content/, so the editors can change any of it; the spec's own values are checked
// by `npm run check:launch-facts`.
const blogPage = pageWords('blog');
const postsList = required(blogPage.posts, 'content/pages/blog.yaml: posts');
const guidesList = required(blogPage.guides, 'content/pages/blog.yaml: guides');
const sectionHeading = (id: string) => [postsList, guidesList].find((list) => list.id === id)?.heading ?? id;
const listedSlugs = listedClasses.map((guide) => guide.slug);
// /blog shows the newest few; the archive (/blog/archive …) every post (tests/site/content-edits.test.ts builds 36).
const everyPost = allPosts.map((post) => post.slug);
const posts = everyPost.slice(0, newestPostsShown);
const hidden = classEntries.filter((guide) => !listedSlugs.includes(guide.slug));
const withCarousel = allPosts.filter((post) => post.carousel);

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

// Its own title, description, canonical and one h1 (posts too): tests/dist/page-meta.test.ts.
test.describe('/blog', () => {
	test('opens with only the class guides open, and each section toggles on its own from the first tap', async ({ page }) => {
		const scripts: string[] = [];
		page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
		await page.goto('/blog');
		const monthly = section(page, postsList.id);
		const classes = section(page, guidesList.id);
		await expect(monthly.toggle).toHaveAttribute('aria-controls', `${postsList.id}-panel`);
		await expect(classes.toggle).toHaveAttribute('aria-controls', `${guidesList.id}-panel`);
		await expect(monthly.toggle).toContainText(sectionHeading(postsList.id));

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

	// A <summary> is the toggle and may hold no link, so the newest post's link stands beside it, in the closed line;
	// with no posts, or no words to name the newest, the closed section links nothing.
	test('the closed posts section links its newest post outside its toggle, and drops the line once open', async ({ page }) => {
		await page.goto('/blog');
		const monthly = section(page, postsList.id);
		if (posts.length === 0 || !postsList.latest) {
			await expect(page.locator(`#${postsList.id}`).getByRole('link').filter({ visible: true })).toHaveCount(0);
			return;
		}
		const newest = page.locator(`#${postsList.id}`).getByRole('link', { name: required(allPosts[0], 'a post').heading, exact: true });
		await expect(newest).toBeVisible();
		await expect(newest).toHaveAttribute('href', `/blog/${posts[0]}`);
		await expect(monthly.toggle.locator('a')).toHaveCount(0);
		await monthly.toggle.click();
		await expect(newest).toBeHidden();
	});

	test('opens the section a link points at', async ({ page }) => {
		await page.goto(`/blog#${postsList.id}`);
		await expect(section(page, postsList.id).details).toHaveAttribute('open');
		await expect(section(page, postsList.id).panel).toBeVisible();
	});

	test('links each monthly card and each class card with its label from content/pages/blog.yaml, hidden entries left out', async ({
		page,
	}) => {
		await page.goto(`/blog#${postsList.id}`);
		await expect(section(page, postsList.id).panel).toBeVisible();
		const readMore = page.locator(`#${postsList.id}-panel`).getByRole('link', { name: startingWith(postsList.linkLabel) });
		await expect(readMore).toHaveCount(posts.length);
		for (const [i, slug] of posts.entries()) await expect(readMore.nth(i)).toHaveAttribute('href', `/blog/${slug}`);
		const findOutMore = page.locator(`#${guidesList.id}-panel`).getByRole('link', { name: startingWith(guidesList.linkLabel) });
		await expect(findOutMore).toHaveCount(listedSlugs.length);
		for (const [i, slug] of listedSlugs.entries()) await expect(findOutMore.nth(i)).toHaveAttribute('href', `/classes/${slug}`);
		for (const guide of hidden) {
			await expect(page.locator(`main a[href="/classes/${guide.slug}"]`)).toHaveCount(0);
			await expect(page.locator('main article h3', { hasText: guide.classTitle })).toHaveCount(0);
		}
	});

	test('links the archive, which lists every post newest first', async ({ page }) => {
		const archive = required(blogPage.archive, 'content/pages/blog.yaml: archive');
		await page.goto(`/blog#${postsList.id}`);
		await page.getByRole('link', { name: archive.linkLabel }).click();
		await expect(page).toHaveURL(/\/blog\/archive$/);
		const readMore = page.locator('main').getByRole('link', { name: startingWith(postsList.linkLabel) });
		// Twelve posts a page, newest first: the archive's page size (postsPerArchivePage), written out here.
		const perPage = 12;
		const firstPage = everyPost.slice(0, perPage);
		await expect(readMore).toHaveCount(firstPage.length);
		for (const [i, slug] of firstPage.entries()) await expect(readMore.nth(i)).toHaveAttribute('href', `/blog/${slug}`);
		// The page count shows only when there is more than one page ("Page 1 of 1" says nothing).
		const morePages = everyPost.length > perPage;
		await expect(page.locator('main a[href^="/blog/archive/"]').first()).toBeAttached({ attached: morePages });
		const label = new RegExp(
			archive.pageLabel
				.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
				.replace('{page}', '1')
				.replace('{pages}', '\\d+'),
		);
		await expect(page.locator('main').getByText(label)).toHaveCount(morePages ? 1 : 0);
		if (archive.intro) await expect(page.locator('main header')).toContainText(archive.intro);
		// The archive ends with the day pass band its words give, or none.
		await expectDayPassBand(page, blogPage.cta);
	});

	test('every card leads to a page', async ({ page, request }) => {
		await page.goto('/blog');
		const hrefs = await page.locator('main article a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
		expect(hrefs).toHaveLength(posts.length + listedSlugs.length);
		for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
	});

	test('lists posts and finished class guides in its structured data, hidden entries left out', async ({ page }) => {
		await page.goto('/blog');
		const blog = (await jsonLd(page)).find((data) => data['@type'] === 'Blog');
		const entries = blog?.['blogPost'] as { url: string; datePublished: string }[];
		const urls = entries.map((entry) => new URL(entry.url).pathname);
		expect(urls).toEqual(expect.arrayContaining([...posts.map((s) => `/blog/${s}`), ...listedSlugs.map((s) => `/classes/${s}`)]));
		expect(urls).toHaveLength(posts.length + listedSlugs.length);
		for (const guide of listedClasses) {
			expect(entries.find((e) => e.url.endsWith(`/classes/${guide.slug}`))?.datePublished, guide.slug).toBe(isoDay(guide.published));
		}
	});

	test('both sections open and close without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/blog');
		const monthly = section(page, postsList.id);
		await expect(page.getByRole('heading', { name: sectionHeading(postsList.id) })).toBeVisible();
		await expect(page.getByRole('heading', { name: sectionHeading(guidesList.id) })).toBeVisible();
		await expect(section(page, guidesList.id).panel).toBeVisible();
		await monthly.toggle.click();
		await expect(monthly.panel).toBeVisible();
		await expect(page.getByRole('link', { name: startingWith(postsList.linkLabel) }).first()).toBeVisible();
		await context.close();
	});

	test('answers 404 for any other blog or class path', async ({ request }) => {
		const withoutPage = classEntries.filter((guide) => !guide.hasPage).map((guide) => `/classes/${guide.slug}`);
		// Slugs no entry of content/ has: a post and a class guide that are not there.
		const missing = ['/blog/no-such-post', '/classes/no-such-class'];
		expect(
			missing.filter((path) =>
				[...everyPost.map((slug) => `/blog/${slug}`), ...classEntries.map((g) => `/classes/${g.slug}`)].includes(path),
			),
		).toEqual([]);
		for (const path of [...missing, ...withoutPage]) {
			expect((await request.get(path)).status(), path).toBe(404);
		}
	});
});

const authorNames = (slugs: string[]) => slugs.map((slug) => team.find((member) => member.slug === slug)?.name ?? slug);
/** Text with straight quotes and single spaces, as Markdown's typographic quotes would otherwise differ. */
const typographic = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
const byline = (names: string[]) => new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(names);

for (const post of allPosts) {
	test.describe(`the post ${post.slug}`, () => {
		const url = `/blog/${post.slug}`;
		test.beforeEach(async ({ page }) => {
			await page.goto(url);
		});

		test('shows its heading, byline, date and own meta tags', async ({ page }) => {
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.heading);
			if (post.authors.length)
				await expect(page.locator('main header')).toContainText(fillTemplate(words.byline, { author: byline(authorNames(post.authors)) }));
			await expect(page.locator('main header time')).toHaveAttribute('datetime', isoDay(post.published));
			await expect(page.locator('main header time')).toHaveText(longDate(post.published));
			await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
		});

		test('shows the words of its file', async ({ page }) => {
			const text = typographic((await page.locator('article').textContent()) ?? '');
			// Every paragraph's opening words: enough to show the whole file is on the page, without pinning any copy.
			const paragraphs = post.body
				.split(/\n\s*\n/)
				.map((block) => block.trim())
				.filter((block) => /^[A-Za-z*]/.test(block) && !block.startsWith('import'));
			expect(paragraphs.length).toBeGreaterThan(0);
			for (const paragraph of paragraphs) {
				const words = typographic(plainText(paragraph).split(' ').slice(0, 6).join(' '));
				expect(text, words).toContain(words);
			}
		});

		test('carries BlogPosting structured data', async ({ page }) => {
			const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
			expect(posting).toMatchObject({
				'@context': 'https://schema.org',
				headline: post.heading,
				datePublished: isoDay(post.published),
				author: post.authors.length
					? authorNames(post.authors).map((name) => ({ '@type': 'Person', name }))
					: expect.objectContaining({ '@type': 'Organization' }),
				publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\//) as unknown } },
				mainEntityOfPage: { '@type': 'WebPage', '@id': new URL(url, settings.url).href },
			});
		});

		test('opens every external link in a new tab; site links stay in the tab', async ({ page }) => {
			for (const link of await page.locator('main a[href^="http"]').all()) {
				await expect(link).toHaveAttribute('target', '_blank');
				await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
			}
			for (const link of await page.locator('main article a[href^="/"]').all()) await expect(link).not.toHaveAttribute('target', /.*/);
		});
	});
}

for (const post of withCarousel) {
	test(`${post.slug} shows its carousel of ${post.carousel?.photos.length} photos`, async ({ page }) => {
		await page.goto(`/blog/${post.slug}`);
		const photos = post.carousel?.photos ?? [];
		const name = post.carousel?.heading ?? '';
		const carousel = page.getByRole('region', { name });
		await expect(page.getByRole('heading', { name })).toBeVisible();
		await expect(carousel).toHaveAttribute('aria-roledescription', words.carousel.kind);
		const slides = carousel.locator(`[aria-roledescription="${words.carousel.slideKind}"]`);
		await expect(slides).toHaveCount(photos.length);
		const position = (number: number) => fillTemplate(words.carousel.position, { number: String(number), count: String(photos.length) });
		await expect(slides.first()).toHaveAttribute('aria-label', position(1));
		await expect(slides.last()).toHaveAttribute('aria-label', position(photos.length));
		await expect(slides.locator('figcaption')).toHaveText(photos.flatMap((photo) => (photo.title ? [photo.title] : [])));
		for (const [i, img] of (await slides.locator('img').all()).entries()) {
			await expect(img).toHaveAttribute('alt', photos[i]?.alt ?? '');
			await expect(img).toHaveAttribute('width', /^\d+$/);
			await expect(img).toHaveAttribute('height', /^\d+$/);
		}
	});
}

test("a post that names the gym's social profiles links the ones of the settings", async ({ page }) => {
	for (const post of allPosts.filter((p) => /<FollowUs/.test(p.body))) {
		await page.goto(`/blog/${post.slug}`);
		await expect(page.locator('main').getByRole('link', { name: startingWith(words.socials.instagram) })).toHaveAttribute(
			'href',
			settings.socials.instagram,
		);
		await expect(page.locator('main').getByRole('link', { name: startingWith(words.socials.facebook) })).toHaveAttribute(
			'href',
			settings.socials.facebook,
		);
	}
});

// The kinds among the listed guides, from content/classes: each chip shows only its kind's cards, by style rules alone.
const kinds = [...new Set(listedClasses.flatMap((guide) => (guide.type ? [guide.type] : [])))];
test('each kind chip shows only the class cards of its kind, and the first chip shows them all again', async ({ page }) => {
	await page.goto('/blog');
	// The filter is drawn only when the listed guides are of two kinds or more.
	const chips = page.locator('input[name="class-type"]');
	await expect(chips).toHaveCount(kinds.length < 2 ? 0 : kinds.length + 1);
	const cards = page.locator('[data-type-filtered] [data-type]');
	const everyCard = await cards.count();
	expect(everyCard).toBe(listedClasses.filter((guide) => guide.type).length);
	if (kinds.length < 2) return;
	for (const kind of kinds) {
		await page.locator(`input[name="class-type"][value="${kind}"]`).check({ force: true });
		const shown = listedClasses.filter((guide) => guide.type === kind).length;
		await expect(cards.locator('visible=true')).toHaveCount(shown);
		for (const card of await cards.locator('visible=true').all()) await expect(card).toHaveAttribute('data-type', kind);
	}
	await page.locator('input[name="class-type"][value=""]').check({ force: true });
	await expect(cards.locator('visible=true')).toHaveCount(everyCard);
});

// The card at a post's foot offers the neighbouring post (postToReadNext), under the words' label.
for (const post of allPosts)
	test(`the post ${post.slug} offers another post to read next`, async ({ page }) => {
		const next = postToReadNext(
			allPosts.map((each) => ({ ...each, id: each.slug })),
			post.slug,
		);
		const label = words.blogLinks.readNext;
		await page.goto(`/blog/${post.slug}`);
		const card = page.locator('article footer a').filter({ hasText: next?.heading ?? '\u0000' });
		if (!next || !label) {
			await expect(card).toHaveCount(0);
			return;
		}
		await expect(card).toHaveAttribute('href', `/blog/${next.slug}`);
		await expect(card).toContainText(label);
	});
