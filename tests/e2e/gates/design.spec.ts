import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { timetableJsonPath } from '@/lib/content/entry-paths';

import { gatePages, outDir } from '../../support/built-pages';
import {
	type ButtonStyle,
	buttonStyleLimit,
	buttonStyles,
	buttonSystemLooks,
	buttonTiers,
	offSystemButtons,
} from '../support/design-checks/button-styles';
import { designProblems } from '../support/design-checks/design-problems';
import { expandDisclosures, openMobileMenu } from '../support/interactions';

// The layout checks run on every page at 375 and 1440 px, with every disclosure open, in
// tests/e2e/gates/network.spec.ts, sharing each page load with the network checks. Here: that they work.

// The checks themselves: each one reports the defect it guards against when shown one. The hyphenated word's box is
// measured in a monospaced face, so "Send an e-" fills its first line whichever fonts the machine has.
test('the design checks catch each defect they look for', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<div style="width: 80px">Supercalifragilistic</div>
		<p style="width: 10ch; font-family: monospace">Send an e-mail today</p>
		<span style="display: inline-block; padding: 4px 8px; border: 1px solid #999; border-radius: 4px">XL</span>
		<p style="width: 150px"><span data-plan-price style="font-size: 48px">£69</span><span data-plan-period> per month</span></p>
		<a href="/x" style="display: inline-flex; text-transform: uppercase"><span style="white-space: nowrap">E-mail</span> us</a>
	</body>`);
	const found = await designProblems(page);
	expect(found.overflowing).toEqual([expect.stringContaining('Supercalifragilistic')]);
	expect(found.splitWords).toEqual([expect.stringContaining('"e-mail"')]);
	expect(found.fakeButtons).toEqual([expect.stringContaining('"XL"')]);
	expect(found.splitPrices).toEqual([expect.stringContaining('£69 per month')]);
	expect(found.joinedWords).toEqual([expect.stringContaining('"E-mail" and "us" touch')]);
	expect(found.textOnArt).toEqual([]);
	expect(found.orphanRows).toEqual([]);
});

// A picture behind a heading (a banner with its heading printed on the picture): caught, unless an opaque panel holds
// the words, the picture sits beside them, or it is a declared full-bleed backdrop.
test('the artwork check catches a heading printed over a picture', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	const art = `<img alt="a barbell" width="600" height="300" style="position: absolute; inset: 0; width: 600px; height: 300px" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='6' height='3'/%3E">`;
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<header style="position: relative; height: 300px">${art}<h1 style="position: relative">S&amp;C</h1><p style="position: relative">Intro</p></header>
		<header style="position: relative; height: 300px">${art}<div style="position: relative; background: #111; width: 200px"><h1>Panel</h1></div></header>
		<header style="display: flex; height: 300px"><h1 style="width: 300px">Beside</h1><img alt="beside" width="600" height="300" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='6' height='3'/%3E"></header>
		<header style="position: relative; height: 300px" data-backdrop>${art}<h1 style="position: relative">Hero</h1></header>
	</body>`);
	const found = await designProblems(page);
	expect(found.textOnArt).toEqual([
		expect.stringContaining('"S&C" sits on <img> a barbell'),
		expect.stringContaining('"Intro" sits on <img> a barbell'),
	]);
});

// Grids whose last row is left short: nine cards in four columns (a lone card), five in four, two in three, and
// eleven in three with the last two centred. Caught; the same counts laid out by gridColumns from the left are not,
// nor two cards in an auto-fit grid with room for three, which spreads them over the row.
test('the orphan-row check catches a grid that leaves its last row short', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	const cards = (n: number) => Array.from({ length: n }, () => '<li style="height: 120px; background: #333"></li>').join('');
	const grid = (n: number, columns: number) =>
		`<ul style="display: grid; grid-template-columns: repeat(${columns}, 1fr); gap: 16px; width: 1200px; padding: 0">${cards(n)}</ul>`;
	const centred = (n: number, columns: number) =>
		`<ul style="display: flex; flex-wrap: wrap; justify-content: center; gap: 16px; width: 1200px; padding: 0; --c: ${columns}">${cards(n).replaceAll('<li style="', '<li style="width: calc((100% - (var(--c) - 1) * 16px) / var(--c)); ')}</ul>`;
	const autoFit = `<ul style="display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 16px; width: 1200px; padding: 0">${cards(2)}</ul>`;
	// A layout grid of unlike parts (a class page's next-session box, its week and its calendar links) is no row of cards.
	const layout = `<div style="display: grid; grid-template-columns: 1fr 1fr; gap: 16px; width: 1200px"><p style="height: 120px; margin: 0">Soon</p><dl style="height: 240px; margin: 0"></dl><div style="height: 120px"></div></div>`;
	await page.setContent(
		`<body style="margin: 0; list-style: none">${grid(9, 4)}${grid(11, 3)}${grid(5, 4)}${grid(2, 3)}${centred(9, 3)}${centred(11, 3)}${centred(2, 2)}${grid(12, 4)}${autoFit}${layout}</body>`,
	);
	const found = await designProblems(page);
	expect(found.orphanRows).toEqual([
		expect.stringContaining('9 cards in 4 columns leave 1 on the last row (3 columns fit better)'),
		expect.stringContaining('5 cards in 4 columns leave 1 on the last row (3 columns fit better)'),
		expect.stringContaining('2 cards in 3 columns leave 2 on the last row (2 columns fit better)'),
		expect.stringContaining('the last row of 2 of 11 cards does not start at the left'),
	]);
});

// A badge cut by its own box ("Toda"), and one drawn past its column into the next: a timetable card's Today badge.
test('the clipped-badge check catches a cut badge and one running into the next column', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<div style="display: grid; grid-template-columns: 100px 100px">
			<section><h2 style="display: flex; gap: 8px; margin: 0; font-size: 24px">Midweekday<span>Later</span></h2></section>
			<section style="background: #333">Neighbour</section>
		</div>
		<span style="display: inline-block; width: 30px; overflow: hidden; white-space: nowrap">Sold out</span>
		<span style="display: inline-block; overflow: hidden; white-space: nowrap">Soon</span>
		<span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Read out only</span>
	</body>`);
	const found = await designProblems(page);
	expect(found.clippedBadges).toEqual([
		expect.stringContaining('"Later" runs past the edge of its column'),
		expect.stringContaining('"Sold out" is cut'),
	]);
});

test('the membership page has plan prices for the price check to measure', async ({ page }) => {
	await page.goto('/membership');
	expect(await page.locator('[data-plan-price]').count()).toBeGreaterThan(0);
	expect(await page.locator('[data-plan-period]').count()).toBe(await page.locator('[data-plan-price]').count());
});

// An empty reserved box: a row kept for words that never came, and a picture frame left empty. Caught; the timetable's
// blank padding rows (aria-hidden), an overlay and a backdrop picture are not.
test('the empty-box check catches a box that keeps its size but shows nothing', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<ol><li style="height: 144px; background: #222"><span></span><a></a><span></span></li><li style="height: 144px">Fixture class</li></ol>
		<div style="aspect-ratio: 4 / 3; width: 200px; background: #333"></div>
		<ul><li style="min-height: 80px" aria-hidden="true"></li><li>06:00 Fixture class</li></ul>
		<div style="position: relative; height: 100px">Hero<span style="position: absolute; inset: 0; background: #0008"></span></div>
		<div style="height: 100px; background-image: linear-gradient(#111, #222)"></div>
	</body>`);
	const found = await designProblems(page);
	expect(found.emptyBoxes).toEqual([expect.stringContaining('<li> of'), expect.stringContaining('<div> of 200 × 150 px')]);
});

// The same defect on a real page: Today at the gym keeps its rows from the first paint and fills them from
// /timetable.json. Held back, the rows stand empty, which the check reports; filled, they are not empty.
test('the empty-box check catches the home page with rows kept for words that never came', async ({ page }) => {
	await page.route(`**${timetableJsonPath}`, () => new Promise(() => {}));
	await page.goto('/');
	expect((await designProblems(page)).emptyBoxes).toEqual([expect.stringContaining('<ol> of')]);
	await page.unrouteAll({ behavior: 'ignoreErrors' });
	await page.goto('/');
	await expect(page.locator('[data-today-list] li:not([hidden]) a[href]').first()).toBeAttached();
	expect((await designProblems(page)).emptyBoxes).toEqual([]);
});

const listStyles = (styles: ButtonStyle[]) => styles.map(({ style, example }) => `${style} (${example})`).join('\n');

// One button system: primary, secondary and text link, each defined once. The page-load gate
// (network.spec.ts) checks on every page, at 375 and 1440 px with every disclosure open, that each call to action takes
// one of these looks; here, that the system is three looks, and that the check catches a fourth. A page's inline CSS
// keeps only the rules it uses, so the tiers are drawn on a built page that uses all three, picked from the build.
const allTiers = () =>
	gatePages().find(({ file }) => buttonTiers.every((tier) => readFileSync(join(outDir, file), 'utf8').includes(`.${tier}{`)));

test('the button system is three looks, one for each tier', async ({ page }) => {
	const all = allTiers();
	expect(all, 'a built page that uses every tier of the button system').toBeDefined();
	await page.setViewportSize({ width: 1440, height: 900 });
	await page.goto(all!.url);
	// On the page's own ground; a red band draws the primary tier in paper (ButtonLink.css, .band-brand).
	const looks = await buttonSystemLooks(page, { bands: false });
	expect(looks.length, listStyles(looks)).toBe(buttonStyleLimit);
	expect(looks.map(({ example }) => example.toLowerCase())).toEqual(buttonTiers.map((tier) => `<a> "${tier}"`));
});

// A cream-filled "E-mail us", as the site had, added to real pages is reported as off the system; the pages as built
// have none: a page that uses all three tiers (picked from the build, as above), and the home page, whichever tiers
// it uses (the CSS of any it does not use is not in the page, and the check must still work). That the site shows no
// more than three looks follows from both: every call to action takes one of the system's looks, which are three.
test('the button-system check catches a fourth look on a page', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	const cream = { display: 'inline-flex', padding: '8px 20px', borderRadius: '6px', background: '#f7f5f0', color: '#0e0e10' };
	const all = allTiers();
	expect(all, 'a built page that uses every tier of the button system').toBeDefined();
	for (const path of [all!.url, '/']) {
		await page.goto(path);
		await expandDisclosures(page);
		const shown = await buttonStyles(page);
		// Calls to action to check, so that none off the system means something.
		expect(shown.length, path).toBeGreaterThan(0);
		expect(await offSystemButtons(page), path).toEqual([]);
		// Styled through the CSSOM: the pages' security policy ignores a style attribute in markup.
		await page.locator('main').evaluate((main, style) => {
			const link = Object.assign(document.createElement('a'), { href: 'mailto:x@example.com', textContent: 'Write to us' });
			Object.assign(link.style, style);
			main.append(link);
		}, cream);
		const off = await offSystemButtons(page);
		expect(
			off.map(({ example }) => example),
			`${path}: ${listStyles(off)}`,
		).toEqual(['<a> "Write to us"']);
	}
});

// Each design check below is shown the defect it guards against and its fixed form.
test('the heading check catches a word broken across two lines, not a heading wrapped between words', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	await page.setContent(`<body style="font: 32px sans-serif; margin: 0">
		<h1 style="width: 120px; overflow-wrap: break-word; margin: 0">SUPPLEMENTS</h1>
		<h2 style="width: 120px; margin: 0">MEET OUR TEAM</h2>
	</body>`);
	const found = await designProblems(page);
	expect(found.brokenHeadingWords).toEqual([expect.stringContaining('"SUPPLEMENTS" in <h1>')]);
});

test('the timetable check catches a day card stretched past its classes on a phone', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	const day = (name: string, style: string) =>
		`<section data-weekday="${name}" style="display: flex; flex-direction: column; border: 2px solid #333; ${style}"><h2 style="margin: 0">${name}</h2><ol style="margin: 0"><li style="height: 80px">07:30 Fixture class</li></ol></section>`;
	await page.setContent(
		`<body style="margin: 0"><div style="display: flex; align-items: stretch">${day('saturday', 'height: 400px')}</div>${day('sunday', '')}</body>`,
	);
	const found = await designProblems(page);
	expect(found.stretchedDays).toEqual([expect.stringContaining('saturday')]);
});

test('the portrait check catches a thumbnail and a portrait that is not 4:5', async ({ page }) => {
	const svg = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='5'/%3E`;
	const img = (alt: string, width: number, height: number) =>
		`<img data-portrait alt="${alt}" src="${svg}" style="display: block; width: ${width}px; height: ${height}px">`;
	const body = `<body style="margin: 0">${img('thumbnail', 88, 110)}${img('landscape', 220, 160)}${img('portrait', 240, 300)}</body>`;
	for (const width of [375, 1440]) {
		await page.setViewportSize({ width, height: 900 });
		await page.setContent(body);
		const found = await designProblems(page);
		expect(found.smallPortraits).toEqual([expect.stringContaining('thumbnail'), expect.stringContaining('landscape')]);
	}
});

test("the class-page check catches a main action below the phone's first screen", async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	const classPage = (gap: number) =>
		`<body style="margin: 0"><main><h1>Fixture class</h1><div style="height: ${gap}px"></div><a class="button-primary" href="/timetable" style="display: block; height: 44px">Fixture action</a></main></body>`;
	await page.route('**/classes/planted-*', (route) =>
		route.fulfill({ contentType: 'text/html', body: classPage(route.request().url().endsWith('low') ? 1200 : 300) }),
	);
	await page.goto('/classes/planted-low');
	expect((await designProblems(page)).noFirstScreenAction).toEqual([expect.stringContaining('below the 812 px screen')]);
	await page.goto('/classes/planted-high');
	expect((await designProblems(page)).noFirstScreenAction).toEqual([]);
});

test('the font check catches headings whose fallback is not matched, or not condensed on every platform', async ({ page }) => {
	const withFaces = (faces: string, stack = "'Oswald Fallback'") =>
		`<head><style>${faces} h1 { font-family: 'Oswald Variable', ${stack}, sans-serif }</style></head><body><h1>Fixture class</h1></body>`;
	const face = (family: string, local: string) =>
		`@font-face { font-family: '${family}'; src: ${local}; size-adjust: 90%; ascent-override: 130% }`;
	await page.setContent(withFaces(''));
	expect((await designProblems(page)).unmatchedFallback).toContainEqual(expect.stringContaining('name no fallback'));
	await page.setContent(withFaces(face('Oswald Fallback', "local('Arial')")));
	expect((await designProblems(page)).unmatchedFallback).toEqual(
		['Android', 'Apple', 'Windows', 'Linux'].map((platform) => `no matched condensed fallback for ${platform}`),
	);
	const condensed = [
		face('A', "local('Roboto Condensed Bold')"),
		face('B', "local('Avenir Next Condensed Bold')"),
		face('C', "local('Arial Narrow Bold')"),
		face('D', "local('DejaVu Sans Condensed Bold')"),
	];
	await page.setContent(withFaces(condensed.slice(1).join(' '), "'A', 'B', 'C', 'D'"));
	expect((await designProblems(page)).unmatchedFallback).toEqual(['no matched condensed fallback for Android']);
	await page.setContent(withFaces(condensed.join(' '), "'A', 'B', 'C', 'D'"));
	expect((await designProblems(page)).unmatchedFallback).toEqual([]);
});

// Facts labels at 9 px and at 12 px: the first is caught. A label clipped for screen readers only is not read at a
// glance, so it is not measured.
test('the label check catches a label of facts under 12 px', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<dl><dt style="font-size: 9px">Fixture label</dt><dd>Fixture value</dd><dt style="font-size: 12px">Wide enough</dt><dd>Fixture value</dd></dl>
		<dl><dt style="font-size: 9px; position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">Read out</dt><dd>Fixture value</dd></dl>
	</body>`);
	expect((await designProblems(page)).smallLabels).toEqual([expect.stringContaining('"Fixture label" is set at 9 px')]);
});

// A bar held at the foot of a phone screen: a sticky bar of 60 px passes; a fixed one of 40 % of the view, and a sticky
// one of 30 %, are caught; a tall header fixed to the top is the short-screens rule's (a third for all bars together).
test('the bar check catches a bar at the foot of the view taller than a quarter of it', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 667 });
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<header style="position: fixed; top: 0; height: 300px; width: 100%">Fixture header</header>
		<div style="height: 2000px">Fixture page</div>
		<div style="position: sticky; bottom: 0; height: 60px">Slim bar</div>
		<div style="position: sticky; bottom: 0; height: 200px">Sticky slab</div>
		<div style="position: fixed; bottom: 0; height: 40vh; width: 100%">Fixed slab</div>
	</body>`);
	expect((await designProblems(page)).tallBars).toEqual([
		expect.stringContaining('"Sticky slab" stays at the foot of the view, 200 of its 667 px'),
		expect.stringContaining('"Fixed slab" stays at the foot of the view, 267 of its 667 px'),
	]);
});

// One picture in two slots (a header and a grid tile, at different widths and formats): caught; two pictures, a small
// icon drawn twice and a vector drawn twice are not.
test('the repeated-picture check catches one picture shown twice on a page', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	// Addresses as the build writes them; nothing is fetched, the boxes keep the sizes given.
	const img = (file: string, alt: string, width = 400) =>
		`<img src="https://fixture.invalid/_astro/${file}" alt="${alt}" width="${width}" height="${width * 0.75}" style="display: block">`;
	await page.setContent(
		`<body style="margin: 0">${[
			img('fixture-rack.AbCd_123_Zx1.avif', 'Fixture header'),
			img('fixture-rack.AbCd_123_Qy2.webp', 'Fixture tile', 200),
			img('fixture-box.EfGh4567_Zx1.avif', 'Fixture other'),
			img('fixture-icon.IjKl8901_a.png', 'Fixture icon', 40),
			img('fixture-icon.IjKl8901_b.png', 'Fixture icon again', 40),
		].join('')}</body>`,
	);
	expect((await designProblems(page)).repeatedPictures).toEqual([
		expect.stringContaining('"Fixture tile" draws fixture-rack.AbCd_123 again, shown first as "Fixture header"'),
	]);
});

// A finished class greyed only (colour alone, nothing read out): caught; one struck through with its word read out
// (clipped), or with its word shown, is not.
test('the finished-class check catches a class marked over by colour alone', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	const slot = (name: string, struck: boolean, word: string, shown = false) =>
		`<li data-slot data-status="done" style="color: #888; position: relative"><span data-slot-status style="position: absolute; ${shown ? 'top: 0' : 'width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)'}">${word}</span><span style="text-decoration: ${struck ? 'line-through' : 'none'}"><time>06:00</time>–<time>07:00</time></span> ${name}</li>`;
	await page.setContent(
		`<body style="font: 16px sans-serif"><ol>${slot('Greyed only', false, '')}${slot('Marked', true, 'Fixture over')}${slot('Unstruck', false, 'Fixture over')}${slot('Shown', false, 'Fixture over', true)}</ol></body>`,
	);
	expect((await designProblems(page)).unmarkedFinished).toEqual([
		expect.stringContaining('Greyed only" is over but says nothing and is not struck through'),
		expect.stringContaining('Unstruck" is over but neither shows it nor is struck through'),
	]);
});

// A class page at 1440 px whose text column stops short of the header's column for a long way down, as the class pages
// did: caught; the same page with a rail beside the text that sticks as the page scrolls is not.
test('the dead-column check catches a class page whose text stops short of the right on a wide screen', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	const text = '<p style="margin: 0 0 24px">Fixture words of a class guide, line after line down the page.</p>'.repeat(60);
	const classPage = (rail: boolean) =>
		`<body style="margin: 0; font: 16px sans-serif"><header><div style="max-width: 1280px; margin: 0 auto; padding: 0 32px; height: 72px">Fixture site</div></header>
		<main><div style="max-width: 1216px; margin: 0 auto; display: flex; gap: 48px; align-items: flex-start">
			<div style="width: 1024px">${text}</div>
			${rail ? '<div style="position: sticky; top: 96px; width: 144px; height: 300px; background: #222">Fixture rail</div>' : ''}
		</div></main></body>`;
	await page.route('**/classes/planted-*', (route) =>
		route.fulfill({ contentType: 'text/html', body: classPage(route.request().url().endsWith('rail')) }),
	);
	await page.goto('/classes/planted-column');
	expect((await designProblems(page)).deadColumns).toEqual([expect.stringContaining("nothing reaches the right of the header's column")]);
	await page.goto('/classes/planted-rail');
	expect((await designProblems(page)).deadColumns).toEqual([]);
});

// Timetable classes without a page: one greyed, one underlined like a link, one in the same ink with its note. The
// first two are caught.
test('the timetable-ink check catches a class without a page greyed, or drawn as a link', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	const slot = (name: string) => `<li data-slot><span><time>06:00</time>–<time>07:00</time></span>${name}</li>`;
	await page.setContent(`<body style="font: 16px sans-serif; color: rgb(247, 245, 240); background: #111"><ol>
		${slot('<a href="/classes/x" style="color: inherit; text-decoration: underline">Fixture linked</a>')}
		${slot('<span style="color: rgb(170, 170, 170)">Fixture greyed</span>')}
		${slot('<span style="text-decoration: underline">Fixture underlined</span>')}
		${slot('<span>Fixture plain</span><span>Fixture note</span>')}
	</ol></body>`);
	expect((await designProblems(page)).greyedClasses).toEqual([
		expect.stringContaining('"Fixture greyed" is drawn in rgb(170, 170, 170)'),
		expect.stringContaining('"Fixture underlined" has no page but is underlined like a link'),
	]);
});

// Side by side, a class over a blank row with no rule between them reads two rows tall: caught; the same class with a
// rule under it is not, nor a class in the last row of its card.
test('the timetable-row check catches a class that reads taller than its row', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	const day = (name: string, rule: string) =>
		`<section data-weekday="${name}"><ol style="display: grid; grid-auto-rows: 80px; margin: 0">
			<li data-slot>${name} fixture class</li><li data-slot="blank" aria-hidden="true" style="${rule}"></li><li data-slot style="border-top: 1px solid #555">Last fixture class</li>
		</ol></section>`;
	await page.setContent(
		`<body style="font: 16px sans-serif; margin: 0">${day('monday', 'border-top: 1px solid transparent')}${day('tuesday', 'border-top: 1px solid #555')}</body>`,
	);
	expect((await designProblems(page)).longClasses).toEqual([expect.stringContaining('reads 160 px tall, its row 80 px: no rule under it')]);
});

// Four chips in a row that fits three: one left alone on the second row, caught; the same chips two and two are not.
test('the chip check catches a row of filter chips that wraps one chip onto a row of its own', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	const chips = (width: number) =>
		`<div style="display: flex; flex-wrap: wrap; gap: 8px; width: ${width}px">${['All', 'Fixture A', 'Fixture B', 'Fixture C']
			.map((label) => `<label style="width: 100px"><input type="radio" name="f${width}">${label}</label>`)
			.join('')}</div>`;
	await page.setContent(`<body style="font: 16px sans-serif">${chips(330)}${chips(220)}</body>`);
	expect((await designProblems(page)).loneChips).toEqual([expect.stringContaining('wraps onto 2 rows, the last holding one chip')]);
});

// A small underlined toggle that folds away a section's cards is caught; a wide one saying how many is not.
test('the toggle check catches a small toggle that folds away a section of cards without saying how many', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 });
	const section = (id: string, toggle: string) =>
		`<section style="width: 1200px">${toggle.replace('<button', `<button aria-controls="${id}"`)}<div id="${id}" hidden>${'<article>Fixture member</article>'.repeat(5)}</div></section>`;
	await page.setContent(`<body style="font: 16px sans-serif">
		${section('small', '<button aria-expanded="false" style="height: 32px">Fixture team</button>')}
		${section('wide', '<button aria-expanded="false" style="display: block; width: 100%; height: 80px">Fixture team <span>5</span></button>')}
	</body>`);
	expect((await designProblems(page)).quietToggles).toEqual([expect.stringContaining('"Fixture team" folds away 5 cards')]);
});

// A facts list with the same fallback in three cells, as plain words: caught; the same fallback as links to ask is not.
test('the facts check catches a fallback repeated in a list of facts that leads nowhere', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 812 });
	const facts = (value: string) =>
		`<dl>${['Fixture A', 'Fixture B', 'Fixture C'].map((term) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}<dt>Fixture D</dt><dd>Fixture known</dd></dl>`;
	await page.setContent(
		`<body style="font: 16px sans-serif">${facts('Fixture unknown')}${facts('<a href="mailto:x@example.com">Fixture ask</a>')}</body>`,
	);
	expect((await designProblems(page)).blankFacts).toEqual([expect.stringContaining('"Fixture unknown" says the same as another cell')]);
});

// Header labels squeezed onto two lines (a narrow bar at 768 px): caught in the site's header, not in a header
// inside the page.
test('the label check catches a link or button in the site header broken across lines', async ({ page }) => {
	await page.setViewportSize({ width: 768, height: 600 });
	const narrow = 'style="display: inline-block; width: 40px"';
	await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
		<header><nav><a href="/a" ${narrow}>Fixture one</a> <a href="/b">Fixture two</a></nav><button type="button" ${narrow}>Fixture three</button></header>
		<main><header><a href="/c" ${narrow}>Fixture four</a></header></main>
	</body>`);
	expect((await designProblems(page)).wrappedLabels).toEqual([
		expect.stringContaining('"Fixture one" breaks onto 2 lines'),
		expect.stringContaining('"Fixture three" breaks onto 2 lines'),
	]);
});

// The gate measures 375 and 1440 px; the header's bar changes at 640, 768 and 1024 px, so its widths are swept here,
// with the phone menu open where the bar folds its links into it.
test("the site header's labels stay on one line at every width from 320 to 1440 px", async ({ page }) => {
	await page.goto('/about-us');
	for (const width of [320, 375, 480, 639, 640, 700, 767, 768, 800, 900, 1023, 1024, 1100, 1280, 1440]) {
		await page.setViewportSize({ width, height: 900 });
		expect((await designProblems(page)).wrappedLabels, `${width} px`).toEqual([]);
	}
	await page.setViewportSize({ width: 320, height: 800 });
	const { problem } = await openMobileMenu(page);
	expect(problem).toBeUndefined();
	expect((await designProblems(page)).wrappedLabels, '320 px, menu open').toEqual([]);
});
