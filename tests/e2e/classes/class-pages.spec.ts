import { expect, type Page, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { formatDays } from '@/lib/classes/class-facts';
import { weekdays } from '@/lib/schedule/browser/weekdays';

import { classPages, isoDay, plainText, plans, posts, settings, team, words } from '../../support/content';
import { classSlugs, timetable, weekdayNames } from '../support/timetable-content';

const labels = words.classes;

// Every expected word comes from the guides in content/classes, so editors can rewrite any of them; the facts
// the spec gives are checked by `npm run check:launch-facts`.
const pages = classPages.map((guide) => guide.slug);
const unfinished = classPages.filter((guide) => guide.unfinished).map((guide) => guide.slug);
const guide = (slug: string) => {
	const found = classPages.find((g) => g.slug === slug);
	if (!found) throw new Error(`content/classes/${slug}.mdx has no page`);
	return found;
};
/** The team members the guide lists as its coaches, in its order. */
const coachesOf = (slug: string) =>
	guide(slug).coaches.map((id) => {
		const member = team.find((m) => m.slug === id);
		if (!member) throw new Error(`content/classes/${slug}.mdx: coaches: no team member ${id}`);
		return member;
	});
/** How a class is joined, worked out here from content: by its timetable sessions, else walked into (open gym), else arranged. */
const accessOf = (slug: string) =>
	weekdayNames.some((day) => (timetable[day] ?? []).some((slot) => classSlugs.get(slot.class) === slug))
		? ('timetable' as const)
		: guide(slug).type === 'open'
			? ('walk-in' as const)
			: ('arrangement' as const);
/** When a class off the timetable runs, as its guide says: its own line, else its What to Expect card's. */
const runsOf = (slug: string) => guide(slug).runs ?? guide(slug).session?.schedule;
/**
 * Section headings of a guide's page, in order (a page to act on): when it runs and how to book, what to
 * expect, the guide's text and its coaches, then the rest of the guide, then its closing band.
 */
const cardsOf = (slug: string) => {
	const g = guide(slug);
	return [
		// When it runs: its sessions from the timetable, the hours to walk in, or how to book by arrangement
		// (tests/e2e/classes/class-sessions.spec.ts).
		{
			timetable: fillTemplate(labels.sessions, { class: g.heading }),
			'walk-in': labels.walkIn,
			arrangement: runsOf(slug) ? fillTemplate(labels.sessions, { class: g.heading }) : labels.byArrangement,
		}[accessOf(slug)],
		...(g.session ? [labels.whatToExpect] : []),
		labels.overview,
		// Second-level headings of the guide's own text sit inside the Overview section.
		...[...g.body.matchAll(/^## (.+)$/gm)].map((m) => plainText(m[1] ?? '')),
		...(coachesOf(slug).length ? [labels.coaches] : []),
		...(g.audience ? [labels.whoItsFor] : []),
		...(g.whatToBring ? [labels.whatToBring] : []),
		...(g.whyItWorks ? [labels.whyItWorks] : []),
		...(g.coachingApproach ? [labels.coachingApproach] : []),
		...(g.faq.length ? [labels.faq] : []),
		g.closing?.heading ?? '',
	];
};
/** Text with straight quotes and single spaces, as Markdown's typographic quotes would otherwise differ. */
const typographic = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

const jsonLd = async (page: Page) =>
	(await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
const cardHeadings = (page: Page) => page.locator('main section h2').allTextContents();

// Each class page's own title, description, canonical and one h1 (the heading of its guide):
// tests/dist/page-meta.test.ts. One load per class page: its cards and words, closing link, indexing and structured
// data, and its links.
for (const slug of pages) {
	test(`/classes/${slug} shows the cards and words of its guide`, async ({ page }) => {
		const g = guide(slug);
		await page.goto(`/classes/${slug}`);
		expect(await cardHeadings(page)).toEqual(cardsOf(slug));
		await expect(page.locator('#overview')).not.toBeEmpty();
		// Its coaches link to the team, each by name.
		const coaches = page.locator('section[aria-labelledby="coaches-heading"] a');
		await expect(coaches).toHaveCount(coachesOf(slug).length);
		for (const [i, coach] of coachesOf(slug).entries()) {
			await expect(coaches.nth(i)).toContainText(coach.name);
			await expect(coaches.nth(i)).toHaveAttribute('href', '/about-us#team');
		}
		const main = typographic((await page.locator('main').textContent()) ?? '');
		const words = [
			...(g.audience ?? []),
			...(g.whyItWorks ?? []),
			...(g.coachingApproach ?? []),
			...(g.whatToBring ?? []),
			...(g.faq.flatMap((f) => [f.question, f.answer]) ?? []),
			g.closing?.heading ?? '',
			g.closing?.body ?? '',
		];
		for (const text of words) expect(main, text).toContain(typographic(text));
		if (g.session) {
			const facts = page.locator('#what-to-expect');
			// The facts in one row, the focus areas under them.
			for (const term of [labels.sessionLength, labels.format]) await expect(facts.locator('dt', { hasText: term })).toBeVisible();
			await expect(facts.getByText(labels.focusAreas, { exact: true })).toBeVisible();
			const row = await facts
				.locator('dl > div')
				.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
			expect(row, 'the facts stand in one row').toBe(1);
			const shown = typographic((await facts.textContent()) ?? '');
			for (const text of [g.session.length, g.session.format, ...g.session.focusAreas]) expect(shown, text).toContain(typographic(text));
		}
		// The meta description is the guide's, cut at a word to at most 155 characters with an ellipsis when longer.
		const meta = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
		if (g.description.length <= 155) expect(meta).toBe(g.description);
		else {
			expect(meta.length, meta).toBeLessThanOrEqual(155);
			expect(meta.endsWith('…') && g.description.startsWith(meta.slice(0, -1).trimEnd()), meta).toBe(true);
		}
		// The closing band offers the page's first action again, then the guide's button to the timetable.
		const closing = page.locator('section[aria-labelledby="cta-heading"]');
		await expect(closing.getByRole('heading', { level: 2 })).toHaveText(g.closing?.heading ?? '');
		const closingLinks = closing.getByRole('link');
		await expect(closingLinks).toHaveCount(2);
		await expect(closingLinks.nth(0)).toHaveAttribute('href', settings.signUp.dayPass);
		await expect(closingLinks.nth(1)).toHaveText(g.closing?.label ?? '');
		await expect(closingLinks.nth(1)).toHaveAttribute('href', '/timetable');
		// The first action, under the class's name and facts, fits how the class is joined: a first visit on the day pass
		// (a new tab) then its times, or the day pass then the opening hours, or the day pass then an e-mail to book; never
		// the timetable when it does not list the class.
		const header = page.locator('main header:has(h1)');
		const actions = header.locator('.button-primary, .button-secondary');
		const dayPass = { href: settings.signUp.dayPass, target: '_blank', rel: 'noopener noreferrer' };
		const expected = {
			timetable: [
				{ name: labels.tryClass, ...dayPass },
				{ name: labels.seeTimes, href: '#when' },
			],
			'walk-in': [
				{ name: labels.tryDayPass, ...dayPass },
				{ name: labels.seeHours, href: '#when' },
			],
			arrangement: [
				{ name: labels.tryOnDayPass, ...dayPass },
				{ name: labels.ask, href: `mailto:${settings.email}?subject=${encodeURIComponent(g.heading)}` },
			],
		}[accessOf(slug)];
		await expect(actions).toHaveCount(expected.length);
		for (const [i, { name, ...attributes }] of expected.entries()) {
			await expect(actions.nth(i)).toContainText(name);
			for (const [attribute, value] of Object.entries(attributes)) await expect(actions.nth(i)).toHaveAttribute(attribute, value);
		}
		await expect(page.locator('main section#overview')).toBeVisible();

		// Finished pages are indexable and carry dated BlogPosting data (unless hidden from the blog).
		if (!g.unfinished) {
			await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
			const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
			if (g.hidden) expect(posting).toBeUndefined();
			else
				expect(posting).toMatchObject({
					datePublished: isoDay(g.published),
					dateModified: isoDay(g.modified ?? g.published),
					headline: g.heading,
				});
		}

		// Links in the guide: external ones open in a new tab, site ones stay.
		for (const link of await page.locator('main a[href^="http"]').all()) {
			await expect(link).toHaveAttribute('target', '_blank');
			await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
		}
		for (const link of await page.locator('main a[href^="/"]').all()) await expect(link).not.toHaveAttribute('target', /.*/);
	});
}

// Each class's header keeps its words off its picture, which it shows whole and inside the page's gutters: on a phone
// above the words with no empty band between, from 1024 px an area of its own to their right. The picture's word sits
// in the centre that a square and a 21:9 crop keep (content/ART-DIRECTION.md), so a box of any shape between those
// shows it whole. Measured on the glyphs and buttons as drawn, so a heading that runs past its column counts. The
// picture is the first screen's, so it loads at once.
for (const width of [375, 1024, 1440])
	test(`at ${width} px each class header keeps its words and buttons off its picture, drawn whole`, async ({ page }) => {
		await page.setViewportSize({ width, height: 900 });
		for (const slug of pages) {
			await page.goto(`/classes/${slug}`);
			const art = page.locator('main header:has(h1) picture img');
			await expect(art, slug).toHaveAttribute('loading', 'eager');
			await expect(art, slug).toHaveAttribute('fetchpriority', 'high');
			await page.evaluate(() => document.fonts.ready);
			const { picture, words, overlaps } = await page.locator('main header:has(h1)').evaluate((header) => {
				const img = header.querySelector('picture img')!.getBoundingClientRect();
				const rects: DOMRect[] = [...header.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
				const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					if (!node.textContent?.trim() || node.parentElement?.closest('picture, .sr-only')) continue;
					const range = document.createRange();
					range.selectNodeContents(node);
					rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
				}
				const overlaps = rects
					.filter(
						(r) =>
							Math.min(r.right, img.right) - Math.max(r.left, img.left) > 0.5 &&
							Math.min(r.bottom, img.bottom) - Math.max(r.top, img.top) > 0.5,
					)
					.map((r) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`);
				return {
					picture: {
						top: img.top,
						bottom: img.bottom,
						left: img.left,
						right: img.right,
						width: img.width,
						height: img.height,
						headerTop: header.getBoundingClientRect().top,
					},
					words: { top: Math.min(...rects.map((r) => r.top)) },
					overlaps,
				};
			});
			expect(overlaps, `${slug}: words or buttons over the picture`).toEqual([]);
			const shape = picture.width / picture.height;
			expect(shape, `${slug}: the picture's shape, from square to 21:9`).toBeGreaterThanOrEqual(0.99);
			expect(shape, `${slug}: the picture's shape, from square to 21:9`).toBeLessThanOrEqual(21 / 9 + 0.01);
			const gutter = 16;
			expect(picture.left, `${slug}: the picture inside the left gutter`).toBeGreaterThanOrEqual(gutter - 0.5);
			expect(picture.right, `${slug}: the picture inside the right gutter`).toBeLessThanOrEqual(width - gutter + 0.5);
			if (width < 1024) {
				expect(picture.top - picture.headerTop, `${slug}: the picture starts the header`).toBeLessThanOrEqual(gutter + 0.5);
				expect(words.top - picture.bottom, `${slug}: the words follow the picture`).toBeLessThanOrEqual(48);
			}
		}
	});

// One test per guide that shows the opening hours, so none passes by checking nothing. That <OpeningHours /> follows
// an edit of the hours is the staff-edits test (tests/site/content-edits.test.ts), on a guide it writes itself.
const firstHours = Object.values(settings.openingHours)[0];
for (const g of classPages.filter((c) => c.body.includes('<OpeningHours')))
	test(`${g.slug} shows the opening hours of the settings`, async ({ page }) => {
		await page.goto(`/classes/${g.slug}`);
		await expect(page.locator('#overview')).toContainText(`${firstHours?.open}–${firstHours?.close}`);
	});

for (const g of classPages.filter((c) => c.faq.length && !c.unfinished && !c.hidden))
	test(`${g.slug} carries FAQPage structured data matching its visible questions, and dated BlogPosting`, async ({ page }) => {
		await page.goto(`/classes/${g.slug}`);
		const blocks = await jsonLd(page);
		const faq = blocks.find((data) => data['@type'] === 'FAQPage');
		const questions = faq?.['mainEntity'] as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
		expect(questions.map((q) => q.name)).toEqual(g.faq.map((f) => f.question));
		await expect(page.locator('#faq dt')).toHaveText(questions.map((q) => q.name));
		for (const question of questions) {
			expect(question['@type']).toBe('Question');
			expect(question.acceptedAnswer['@type']).toBe('Answer');
			await expect(page.locator('#faq')).toContainText(question.acceptedAnswer.text);
		}
		expect(blocks.find((data) => data['@type'] === 'BlogPosting')).toMatchObject({
			datePublished: isoDay(g.published),
			dateModified: isoDay(g.modified ?? g.published),
		});
	});

for (const slug of unfinished)
	test(`unfinished ${slug} shows its placeholders, is noindex and has no structured data`, async ({ page }) => {
		await page.goto(`/classes/${slug}`);
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
		const placeholders = JSON.stringify(guide(slug)).match(/\[[a-z][a-z ]+\]/g) ?? [];
		for (const placeholder of placeholders) await expect(page.locator('main')).toContainText(placeholder);
		await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
	});

test('the sitemap lists the finished class pages and the blog, not the unfinished ones', async ({ request }) => {
	const sitemap = await (await request.get('/sitemap-0.xml')).text();
	const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
	for (const slug of pages) expect(urls.includes(`/classes/${slug}`), slug).toBe(!unfinished.includes(slug));
	for (const path of ['/blog', ...posts.map((post) => `/blog/${post.slug}`)]) expect(urls).toContain(path);
});

// The facts strip under each class's header (from 1280 px the rail beside the page): the same five fields on every
// page, in the same order, labels at least 12 px; the days are the timetable's, so the page cannot disagree with it (or
// for a class off it, when its guide says it runs); every class shows the day pass at the desk and online, as its
// first action buys it online; and a field the guide lacks asks once at most.
test('each class page has the same five facts, with the days the timetable runs it', async ({ page }) => {
	const facts = labels.facts;
	const dayPass = plans.find((plan) => plan.signUp === 'dayPass');
	expect(dayPass, 'a plan for the day pass').toBeDefined();
	for (const slug of pages) {
		const days = weekdays.filter((day) => (timetable[day] ?? []).some((slot) => classSlugs.get(slot.class) === slug));
		await page.goto(`/classes/${slug}`);
		const strip = page.locator('main header:has(h1) + div > :first-child > dl');
		await expect(strip.locator('dt'), slug).toHaveText([facts.duration, facts.level, facts.days, facts.coach, facts.price]);
		for (const size of await strip.locator('dt').evaluateAll((terms) => terms.map((dt) => parseFloat(getComputedStyle(dt).fontSize))))
			expect(size, `${slug}: a facts label`).toBeGreaterThanOrEqual(12);
		const value = (term: string) =>
			strip
				.locator('div')
				.filter({ has: page.locator('dt', { hasText: term }) })
				.locator('dd');
		const access = accessOf(slug);
		if (access === 'timetable') await expect(value(facts.days), slug).toHaveText(formatDays(days, words.shortDays));
		if (access === 'arrangement') await expect(value(facts.days), slug).toHaveText(runsOf(slug) ?? labels.byArrangement);
		for (const price of [dayPass?.price, dayPass?.onlinePrice ?? dayPass?.price])
			await expect(value(facts.price), slug).toContainText(`${price}`);
		const asks = (await strip.locator('dd').allTextContents()).filter((text) => text.trim() === facts.unknown);
		expect(asks.length, `${slug}: one ask at most`).toBeLessThanOrEqual(1);
		const session = guide(slug).session;
		const { level } = guide(slug);
		if (level) await expect(value(facts.level), slug).toHaveText(level);
		if (session?.length) await expect(value(facts.duration), slug).toHaveText(session.length);
	}
});

// A class page's two calls to action are one pair, as on the home page's hero: on a phone they stack at one width.
for (const width of [320, 375])
	test(`every class page's header buttons are the same width at ${width} px`, async ({ page }) => {
		await page.setViewportSize({ width, height: 812 });
		for (const slug of pages) {
			await page.goto(`/classes/${slug}`);
			const buttons = page.locator('main header').first().locator('.button-primary, .button-secondary');
			const widths = await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
			expect(widths.length, slug).toBeGreaterThan(0);
			expect(new Set(widths).size, `${slug}: widths ${widths.join(', ')}`).toBe(1);
		}
	});
