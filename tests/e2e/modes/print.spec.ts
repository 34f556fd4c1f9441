import { expect, type Page, test } from '@playwright/test';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

import { classPages, literal, page as pageWords, posts, settings, timetable } from '../../support/content';

// What visitors print, as Chromium prints it to PDF on A4: the page count, the text read back, and the photos painted.

interface Printed {
	pages: number;
	/** Each page's text, whitespace collapsed. */
	text: string[];
	/** Each page's size in points, [width, height]. */
	sizes: [number, number][];
	/** Each page's photos: its images larger than an icon (a photo that failed to load prints as a 14 px icon). */
	images: number[];
}

async function printToPdf(page: Page, path: string): Promise<Printed> {
	await page.goto(path);
	await page.evaluate(() => document.fonts.ready);
	const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
	const doc = await getDocumentProxy(new Uint8Array(pdf));
	const { text } = await extractText(doc, { mergePages: false });
	const sizes: [number, number][] = [];
	const images: number[] = [];
	for (let n = 1; n <= doc.numPages; n++) {
		const sheet = await doc.getPage(n);
		const [, , width = 0, height = 0] = sheet.view;
		sizes.push([Math.round(width), Math.round(height)]);
		images.push((await extractImages(doc, n)).filter((image) => image.width >= 64 && image.height >= 64).length);
	}
	return { pages: doc.numPages, text: text.map((t) => t.replace(/\s+/g, ' ').trim()), sizes, images };
}

/** In print, nothing of the screen's chrome shows: header, menu, filter, buttons, calls to action, footer. */
async function chromeInPrint(page: Page): Promise<string[]> {
	await page.emulateMedia({ media: 'print' });
	const shown = await page.evaluate(() =>
		[
			...document.querySelectorAll(
				'body > header, body > footer, [popover], button, select, [data-print-hide], .button-primary, .button-secondary, .button-text',
			),
		]
			.filter((el) => el.checkVisibility())
			.map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`),
	);
	const colours = await page.evaluate(() => {
		const off = new Set<string>();
		for (const el of document.querySelectorAll('main *')) {
			if (!el.checkVisibility() || !el.childNodes.length) continue;
			const { color } = getComputedStyle(el);
			if (color !== 'rgb(0, 0, 0)') off.add(`${el.tagName.toLowerCase()} in ${color}`);
		}
		return [...off];
	});
	// A heading printed over a picture (a screen's header with its words over art) is black on a photo on paper.
	const underHeading = await page.evaluate(() => {
		const heading = document.querySelector('h1')?.getBoundingClientRect();
		if (!heading) return [];
		return [...document.querySelectorAll('img')]
			.filter((img) => img.checkVisibility())
			.filter((img) => {
				const box = img.getBoundingClientRect();
				return box.left < heading.right && box.right > heading.left && box.top < heading.bottom && box.bottom > heading.top;
			})
			.map((img) => `the picture "${img.alt}" under the heading`);
	});
	await page.emulateMedia({ media: null });
	return [
		...shown.map((what) => `${what} prints`),
		...colours.map((what) => `${what} prints, not black`),
		...underHeading.map((what) => `${what} prints`),
	];
}

const collapse = (text: string) => text.replace(/\s+/g, '');

test.describe('printing', () => {
	test('the timetable prints on one A4 sheet: all seven days, the gym’s name and address, and from when it holds', async ({ page }) => {
		const printed = await printToPdf(page, '/timetable');
		expect(printed.pages, printed.text.join('\n---\n')).toBe(1);
		const [text = ''] = printed.text;
		const [[width = 0, height = 0] = []] = printed.sizes;
		// A4 is 595 x 842 points; the timetable takes it sideways.
		expect([width, height]).toEqual([842, 595]);
		for (const [day, slots] of Object.entries(timetable)) {
			expect(text.toLowerCase(), `the printed timetable lacks ${day}`).toContain(day);
			for (const slot of slots.filter((s) => s.class)) {
				expect(collapse(text), `${day} ${slot.start} ${slot.class}`).toContain(collapse(`${slot.start}–${slot.end}`));
				expect(collapse(text).toLowerCase()).toContain(collapse(slot.class).toLowerCase());
			}
		}
		expect(collapse(text).toLowerCase()).toContain(collapse(settings.name).toLowerCase());
		expect(collapse(text)).toContain(collapse(settings.address.street));
		expect(collapse(text)).toContain(collapse(settings.address.postcode));
		const [before = '', after = ''] = pageWords('timetable').printed?.split('{date}') ?? [];
		expect(text).toMatch(new RegExp(`${literal(before).source}\\d{1,2} [A-Z][a-z]+ \\d{4}${literal(after).source}`));
		expect(await chromeInPrint(page)).toEqual([]);
		// The print rules stay off the screen.
		await expect(page.locator('body > header')).toBeVisible();
		await expect(page.locator('[data-print-only]')).toBeHidden();
	});

	const post = posts.find((p) => p.carousel && p.carousel.photos.length > 0) ?? posts[0];
	const guide = classPages[0];
	/** The addresses of other sites a Markdown body links to, as its source writes them. */
	const linksOf = (body: string) =>
		[...body.matchAll(/\]\((https?:\/\/[^)\s]+)\)|href=["'](https?:\/\/[^"']+)["']/g)].map((m) => m[1] ?? m[2] ?? '');
	/** The photos a Markdown body shows in its text. */
	const photosOf = (body: string) => [...body.matchAll(/!\[[^\]]*\]\(|<img\b/g)].length;
	// What each document must print, from its source: the photos of its text and carousel, and its links to other sites.
	const documents = [
		...(post
			? [
					{
						what: 'a post',
						path: `/blog/${post.slug}`,
						photos: (post.carousel?.photos.length ?? 0) + photosOf(post.body),
						links: linksOf(post.body),
					},
				]
			: []),
		...(guide ? [{ what: 'a class page', path: `/classes/${guide.slug}`, photos: photosOf(guide.body), links: linksOf(guide.body) }] : []),
		{ what: 'membership', path: '/membership', photos: 0, links: [] },
		{ what: 'the home page', path: '/', photos: 0, links: [] },
	];
	for (const { what, path, photos, links } of documents) {
		test(`${what} (${path}) prints as a clean document: its words and photos, none of the screen’s chrome`, async ({ page }) => {
			const printed = await printToPdf(page, path);
			// No blank sheet: every page carries words or a photo.
			printed.text.forEach((text, i) =>
				expect(text.length + (printed.images[i] ?? 0), `page ${i + 1} of ${printed.pages} is blank`).toBeGreaterThan(0),
			);
			const all = collapse(printed.text.join(''));
			const heading = await page.locator('h1').innerText();
			expect(all.toLowerCase()).toContain(collapse(heading).toLowerCase());
			// Every photo in the text prints, the lazy ones (a post's carousel) included.
			expect(
				printed.images.reduce((sum, n) => sum + n, 0),
				'photos in the PDF',
			).toBeGreaterThanOrEqual(photos);
			// A link in the text to another site shows its address.
			for (const href of links) expect(all, `the printed text lacks the address of a link: ${href}`).toContain(collapse(href));
			expect(await chromeInPrint(page)).toEqual([]);
		});
	}
});
