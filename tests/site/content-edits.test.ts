import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Document, isMap, isSeq, parse, parseDocument } from 'yaml';

import { findStandInPictures } from '@/build/launch/stand-ins';
import { fillTemplate } from '@/lib/browser/fill-template';
import { yamlOf } from '@/lib/content/frontmatter';
import { addDays, londonDay } from '@/lib/schedule/browser/london-time';
import { maxTitleLength } from '@/lib/seo/page-title';

import { albums, longDate, posts, settings, team, words } from '../support/content';
import { type FixtureSite, fixtureSite, freePort } from '../support/fixture-site';
import { parseHtml } from '../support/html-dom';
import { rewordSite } from './support/reword';

// The staff-edits test: an editor's valid change never fails the tests; only content that breaks a schema does (that a
// broken file fails the build, naming it, is content-build-errors.test.ts; that content:check names it is
// content-check.test.ts). One copy of the project gets ten edits of the kinds staff make, each on the first entry that
// can take it (never a slug, a figure or words of the gym's): a price, a class fact (a weight), an opening hour, a
// holiday, a post heading at the schema's longest, new posts (three years of monthly ones), a carousel photo removed,
// an album caption renamed, a team member without Instagram, the real logo (an SVG without the stand-in marker) and a
// brighter hero photo; besides those, a slot, a post date, a team position, a draft post, a post dated 40 days ahead
// and a draft class guide; and every word of content/settings/words.yaml and every page heading reworded (a marker word
// appended to each). It is built once. Then:
// - content:check passes on it, and the gates that read a build without a browser (tests/dist: valid HTML, links and
//   images, structured data and the security policy, page meta, byte budgets with every page in the first round trip)
//   pass on its build;
// - its production build shows every edit and leaves the drafts out everywhere, and the archive holds every post;
// - `astro dev` shows the drafts, marked;
// - the browser checks that read the site's words (the menu, the open-now line, the breadcrumbs, the trust pages) pass
//   on its build, reading the reworded words from the copy's content/.
// Each step runs a tool on the copy. In `npm test` Vitest runs at nice 10 beside the browser tests, which can leave it
// a tenth of a core for minutes: a step of 20 CPU seconds then takes several minutes, so the limits allow for that.
const slow = { timeout: 240_000 };

/** The first of `entries` that `fits`, failing with what was looked for: edits pick entries by what they hold. */
function first<T>(entries: readonly T[], fits: (entry: T) => boolean, what: string): T {
	const found = entries.find(fits);
	if (!found) throw new Error(`content/ has no ${what} to edit`);
	return found;
}

const contentDir = new URL('../../content/', import.meta.url);
/** The first file of a content folder, by name, that `fits`. */
function firstFile(folder: string, fits: (name: string, text: string) => boolean, file = (name: string) => name): string {
	const found = readdirSync(new URL(folder, contentDir))
		.sort()
		.find((name) => {
			const path = new URL(`${folder}${file(name)}`, contentDir);
			return existsSync(path) && fits(name, readFileSync(path, 'utf8'));
		});
	if (!found) throw new Error(`content/${folder} has no entry to edit`);
	return found;
}

/** Rewrites the YAML of a content file (the whole file, or a Markdown file's frontmatter) through `change`. */
function editData(site: FixtureSite, file: string, change: (doc: Document) => void): void {
	const path = join(site.dir, file);
	const text = readFileSync(path, 'utf8');
	const yaml = yamlOf({ path: file, text });
	const doc = parseDocument(yaml);
	change(doc);
	writeFileSync(path, yaml === text ? doc.toString() : text.replace(yaml, doc.toString().trimEnd()));
}

/** Whether a built page shows `text`: tags dropped, the usual character references read (a page would fill a report). */
const shows = (html: string, text: string) =>
	html
		.replace(/<[^>]*>/g, '')
		.replaceAll('&amp;', '&')
		.replaceAll('&#39;', "'")
		.includes(text);

interface Edit {
	what: string;
	/** Makes the edit in the copy. */
	make: (site: FixtureSite) => void | Promise<void>;
	/** Checks that the build shows it. */
	shows: (site: FixtureSite, built: (file: string) => string) => void | Promise<void>;
}

/** A text edit of one file that a built page then shows. */
const textEdit = (what: string, file: string, from: string | RegExp, to: string, page: string, text: string): Edit => ({
	what,
	make: (site) => site.edit(file, from, to),
	shows: (_, built) => expect(shows(built(page), text), `${what}: ${page} shows ${text}`).toBe(true),
});

const plan = firstFile('plans/', (name) => name.endsWith('.yaml'));
/** The first weekday's file, by name, with a class on it. */
const slotDay = firstFile(
	'timetable/',
	(name, text) => name.endsWith('.yaml') && /\{ start: '\d\d:\d\d', end: '\d\d:\d\d', class: [^}\s]/.test(text),
);
const post = firstFile(
	'blog/',
	(_, text) => !/^draft:\s*true/m.test(text),
	(name) => `${name}/index.mdx`,
);
const member = firstFile('team/', (name) => name.endsWith('.md'));

/**
 * A class fact as staff change one: the first weight in kg in a class guide with a page, 250 kg heavier. The
 * guide also gets the opening hours (`<OpeningHours />`), so it shows the edited hours too.
 */
const factGuide = (() => {
	const dir = new URL('classes/', contentDir);
	for (const name of readdirSync(dir)
		.filter((file) => file.endsWith('.mdx'))
		.sort()) {
		const text = readFileSync(new URL(name, dir), 'utf8');
		const weight = /\b(\d+) kg\b/.exec(text.replace(yamlOf({ path: name, text }), (front) => front.replace(/\d/g, '_')));
		if (weight?.[1] && !/^hasPage: false$/m.test(text))
			return { name, weight: weight[1], page: `classes/${name.replace(/\.mdx$/, '.html')}` };
	}
	throw new Error('no class guide with a page names a weight in kg to edit');
})();
const heavier = `${Number(factGuide.weight) + 250} kg`;

// An opening hour: the first listed day closes ten minutes later (or earlier, late at night).
const [hoursDay, hours] = first(Object.entries(settings.openingHours), () => true, 'opening hours');
const [closeHour = 0, closeMinute = 0] = hours.close.split(':').map(Number);
const closeMinutes = closeHour * 60 + closeMinute + (closeHour * 60 + closeMinute <= 23 * 60 + 40 ? 10 : -10);
const newClose = `${String(Math.floor(closeMinutes / 60)).padStart(2, '0')}:${String(closeMinutes % 60).padStart(2, '0')}`;

const holidayNote = 'Fixture closure for staff training';
const rewordMarker = 'Zq';
let reworded: string[] = [];
/** Every file of a folder, its subfolders' too. */
const filesIn = (dir: string): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
	);
let removedPhoto = '';
const carouselPost = first(posts, (p) => (p.carousel?.photos.length ?? 0) >= 2, 'post with a carousel of two or more photos');
const captionedAlbum = first(albums, (a) => a.listed && a.photos.some((photo) => photo.caption), 'listed album with a caption');
const captionIndex = captionedAlbum.photos.findIndex((photo) => photo.caption);
const newCaption = 'Fixture caption, renamed by staff';
const instagramMember = first(team, (m) => Boolean(m.instagram), 'team member with an instagram address');
const logoColour = '#0a5c36';
/** The gym's own logo as a designer would hand it over: plain SVG, no stand-in marker. */
const realLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="234" height="64" viewBox="0 0 234 64"><rect width="64" height="64" rx="12" fill="${logoColour}"/><path d="M80 16h140v8H80zm0 24h100v8H80z" fill="#f5f5f5"/></svg>\n`;

/**
 * A post heading at the schema's longest, with an ampersand, which the page's <title> carries escaped, and a hyphenated
 * word wider than a 320 px phone's line at the heading's size.
 */
const longHeading = 'Fixture Masterclass: world-record results & the dates'.padEnd(maxTitleLength, '!');

const edits: Edit[] = [
	textEdit('a price', `content/plans/${plan}`, /^price: .+$/m, 'price: 72.5', 'membership.html', '£72.50'),
	{
		what: 'a class fact',
		make: (site) => {
			site.edit(`content/classes/${factGuide.name}`, new RegExp(`\\b${factGuide.weight} kg\\b`, 'g'), heavier);
			site.edit(`content/classes/${factGuide.name}`, /\s*$/, '\n\n<OpeningHours />\n');
		},
		shows: (_, built) => expect(shows(built(factGuide.page), heavier), `${factGuide.page} shows ${heavier}`).toBe(true),
	},
	{
		what: 'an opening hour',
		make: (site) => editData(site, 'content/settings/site.yaml', (doc) => doc.setIn(['openingHours', hoursDay, 'close'], newClose)),
		shows: (_, built) => {
			const range = `${hours.open}–${newClose}`;
			expect(shows(built('facilities.html'), range), `/facilities shows ${range}`).toBe(true);
			expect(shows(built(factGuide.page), range), `<OpeningHours /> on ${factGuide.page} shows ${range}`).toBe(true);
		},
	},
	{
		what: 'a holiday',
		make: (site) =>
			editData(site, 'content/settings/site.yaml', (doc) => {
				const listed = doc.get('specialHours');
				const taken = (isSeq(listed) ? listed.items : []).flatMap((item) => {
					if (!isMap(item)) return [];
					// Dates stay text in YAML 1.2, as the file wrote them (2026-12-24).
					const from = item.get('from');
					const to = item.get('to') ?? from;
					return typeof from === 'string' && typeof to === 'string' ? [{ from, to }] : [];
				});
				// A free day within the fortnight the site shows ahead, so it shows now and overlaps no listed day.
				const today = londonDay(new Date());
				const day = [3, 4, 5, 6, 7, 8, 9, 10]
					.map((n) => addDays(today, n))
					.find((date) => !taken.some((entry) => entry.from <= date && date <= entry.to));
				if (!day) throw new Error('content/settings/site.yaml lists every day of the coming fortnight');
				const entry = doc.createNode({ from: day, closed: true, note: holidayNote }, { flow: true });
				if (isSeq(listed)) listed.add(entry);
				else doc.set('specialHours', doc.createNode([entry]));
			}),
		shows: (_, built) => expect(shows(built('facilities.html'), holidayNote), `/facilities shows ${holidayNote}`).toBe(true),
	},
	{
		what: 'a carousel photo removed',
		make: (site) =>
			editData(site, `content/blog/${carouselPost.slug}/index.mdx`, (doc) => {
				const photos = doc.getIn(['carousel', 'photos']);
				const last = isSeq(photos) ? photos.items.pop() : undefined;
				// Built images keep their file's name: /_astro/photo-11.<hash>.webp.
				removedPhoto = isMap(last) ? (/([^/]+)\.\w+$/.exec(String(last.get('image')))?.[1] ?? '') : '';
			}),
		shows: (_, built) => {
			expect(removedPhoto, 'the photo taken out of the carousel').not.toBe('');
			expect(
				built(`blog/${carouselPost.slug}.html`).includes(`/${removedPhoto}.`),
				`${carouselPost.slug} still shows ${removedPhoto}`,
			).toBe(false);
		},
	},
	{
		what: 'an album caption renamed',
		make: (site) =>
			editData(site, `content/gallery/${captionedAlbum.folder}/index.yaml`, (doc) =>
				doc.setIn(['photos', captionIndex, 'caption'], newCaption),
			),
		shows: (_, built) =>
			expect(built(`${captionedAlbum.path.slice(1)}.html`).includes(newCaption), `${captionedAlbum.path} shows ${newCaption}`).toBe(true),
	},
	{
		what: 'a team member without an instagram address',
		make: (site) => site.edit(`content/team/${instagramMember.slug}.md`, /^instagram:.*\r?\n/m, ''),
		shows: (_, built) => {
			const about = built('about-us.html');
			expect(shows(about, instagramMember.name), `/about-us shows ${instagramMember.name}`).toBe(true);
			expect(about.includes(String(instagramMember.instagram)), `/about-us links ${instagramMember.instagram}`).toBe(false);
		},
	},
	{
		what: 'the real logo',
		make: (site) => writeFileSync(join(site.dir, 'content/settings/logo.svg'), realLogo),
		shows: (site) => {
			const logos = readdirSync(join(site.outDir, '_astro')).filter((name) => name.startsWith('logo') && name.endsWith('.svg'));
			expect(logos.length, 'logo files in the build').toBeGreaterThan(0);
			for (const logo of logos) expect(readFileSync(join(site.outDir, '_astro', logo), 'utf8'), logo).toContain(logoColour);
		},
	},
	{
		what: 'a brighter hero photo',
		make: async (site) => {
			const file = join(site.dir, 'content/settings/hero-poster.jpg');
			const { width = 1280, height = 720 } = await sharp(file).metadata();
			// A pale, grainy frame: brighter than any stand-in artwork, as a photo of a white-walled gym in daylight.
			await sharp({ create: { width, height, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 232, sigma: 14 } } })
				.jpeg({ quality: 85 })
				.toFile(`${file}.new`);
			cpSync(`${file}.new`, file);
			rmSync(`${file}.new`);
			expect(findStandInPictures([{ path: file, bytes: readFileSync(file) }]), 'the new photo is no stand-in').toEqual([]);
		},
		shows: async (site, built) => {
			const poster = /\/_astro\/(hero-poster\.[\w-]+\.(?:avif|webp|jpg))/.exec(built('index.html'))?.[1];
			expect(poster, 'the home page shows the hero poster').toBeDefined();
			const { channels } = await sharp(join(site.outDir, '_astro', poster ?? '')).stats();
			expect(channels[0]?.mean ?? 0, `${poster} is the bright photo`).toBeGreaterThan(200);
		},
	},
	textEdit(
		'a slot',
		`content/timetable/${slotDay}`,
		/\{ start: '\d\d:\d\d', end: '\d\d:\d\d', class: ([^}]+)\}/,
		"{ start: '05:45', end: '06:40', class: $1}",
		'timetable.html',
		'05:45–06:40',
	),
	textEdit(
		'a post date',
		`content/blog/${post}/index.mdx`,
		/^published: .+$/m,
		'published: 2024-02-29',
		`blog/${post}.html`,
		'29 February 2024',
	),
	{
		what: "a post heading at the schema's longest",
		make: (site) => {
			expect(longHeading).toHaveLength(maxTitleLength);
			site.edit(`content/blog/${post}/index.mdx`, /^heading: .+$/m, `heading: '${longHeading}'`);
		},
		shows: (_, built) => {
			// html-validate's parser leaves character references as the source has them.
			const text = (selector: string) =>
				parseHtml(built(`blog/${post}.html`))
					.querySelector(selector)
					?.textContent.replaceAll('&amp;', '&');
			expect(text('h1')?.trim()).toBe(longHeading);
			// No room for the site's name, and with &amp; the heading is 74 characters in the source: the title is cut at a
			// word (html-validate's long-title gate, run above, agrees).
			expect(text('title')).toBe('Fixture Masterclass: world-record results & the…');
		},
	},
	{
		what: 'every word of content/settings/words.yaml and every page heading, reworded',
		make: (site) => {
			reworded = rewordSite(site.dir, rewordMarker);
		},
		shows: (site, built) => {
			expect(reworded.length, 'words reworded').toBeGreaterThan(0);
			const pages = filesIn(site.outDir)
				.filter((file) => file.endsWith('.html'))
				.map((file) => readFileSync(file, 'utf8'))
				.join('\n');
			const pagesDir = join(site.dir, 'content/pages');
			for (const name of readdirSync(pagesDir).filter((file) => file.endsWith('.yaml'))) {
				const { heading } = parse(readFileSync(join(pagesDir, name), 'utf8')) as { heading?: string };
				if (heading) expect(shows(pages, heading), `content/pages/${name}: the page shows "${heading}"`).toBe(true);
			}
			const { menu } = parse(readFileSync(join(site.dir, 'content/settings/words.yaml'), 'utf8')) as { menu: Record<string, string> };
			for (const label of Object.values(menu)) {
				expect(label.endsWith(` ${rewordMarker}`), label).toBe(true);
				expect(shows(built('index.html'), label), `the menu shows "${label}"`).toBe(true);
			}
		},
	},
	textEdit(
		'a team position',
		`content/team/${member}`,
		/^position: .+$/m,
		'position: Fixture Sports Therapist',
		'about-us.html',
		'Fixture Sports Therapist',
	),
];

const draftPost = { slug: 'zz-fixture-draft-post', heading: 'Fixture draft post' };
const scheduledPost = { slug: 'zz-fixture-scheduled-post', heading: 'Fixture scheduled post' };
const draftGuide = { slug: 'zz-fixture-draft-guide', heading: 'Fixture draft guide' };
const unpublished = [draftPost, scheduledPost, draftGuide];
const hiddenPaths = [`blog/${draftPost.slug}`, `blog/${scheduledPost.slug}`, `classes/${draftGuide.slug}`];
const inFortyDays = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

/** Rewrites a frontmatter field, or adds it when missing. */
function setField(text: string, key: string, value: string): string {
	const line = new RegExp(`^${key}:.*$`, 'm');
	return line.test(text) ? text.replace(line, `${key}: ${value}`) : text.replace(/^---\r?\n/, `---\n${key}: ${value}\n`);
}

// Every monthly post adds to /blog and the archive. Three years of them must still fit, and at least
// one post is new whatever the gym has written.
const postCount = Math.max(36, posts.length + 1);
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Adds monthly posts, one a month back from January 2023, until the copy has `postCount` live ones; returns the first. */
function addMonthlyPosts(dir: string): { slug: string; heading: string } {
	const blog = join(dir, 'content/blog');
	const live = readdirSync(blog).filter((slug) => {
		const file = join(blog, slug, 'index.mdx');
		if (!existsSync(file)) return false;
		const text = readFileSync(file, 'utf8');
		const published = /^published: (\S+)/m.exec(text)?.[1] ?? '';
		// Drafts and posts dated after today are left out of the build, so only live posts count.
		return !/^draft:\s*true/m.test(text) && published <= londonDay(new Date());
	});
	const model = readdirSync(blog)
		.sort()
		.find((slug) => existsSync(join(blog, slug, 'cover.jpg')));
	if (!model) throw new Error('content/blog has no post with a cover.jpg to model the fixture posts on');
	const added: { slug: string; heading: string }[] = [];
	for (let i = 0; i < postCount - live.length; i++) {
		const published = new Date(Date.UTC(2023, 0 - i, 15));
		const name = `${months[published.getUTCMonth()]} ${published.getUTCFullYear()}`;
		const slug = `monthly-${name.toLowerCase().replace(' ', '-')}`;
		const heading = `Monthly Update: ${name}`;
		const folder = join(blog, slug);
		mkdirSync(folder, { recursive: true });
		cpSync(join(blog, model, 'cover.jpg'), join(folder, 'cover.jpg'));
		writeFileSync(
			join(folder, 'index.mdx'),
			[
				'---',
				`heading: '${heading}'`,
				`description: 'What happened at the gym in ${name}: new members, personal bests, competitions and the month ahead on the timetable.'`,
				`published: ${published.toISOString().slice(0, 10)}`,
				'image: ./cover.jpg',
				'imageAlt: A fixture cover photo of the gym floor',
				'---',
				'',
				`A busy month on the gym floor. Here is what happened in ${name}, and what is coming next.`,
				'',
			].join('\n'),
		);
		added.push({ slug, heading });
	}
	const [newest] = added;
	if (!newest) throw new Error('no new post added');
	return newest;
}

/** Adds the draft post, the scheduled post and the draft guide, each copied from a real entry; returns the live post copied. */
function addDrafts(dir: string): string {
	const blog = join(dir, 'content/blog');
	const [source] = readdirSync(blog).sort();
	if (!source) throw new Error('content/blog has no post to copy');
	for (const [entry, edit] of [
		[draftPost, (text: string) => setField(text, 'draft', 'true')],
		[scheduledPost, (text: string) => setField(text, 'published', inFortyDays).replace(/^modified:.*\n/m, '')],
	] as const) {
		cpSync(join(blog, source), join(blog, entry.slug), { recursive: true });
		const file = join(blog, entry.slug, 'index.mdx');
		writeFileSync(file, edit(setField(readFileSync(file, 'utf8'), 'heading', `'${entry.heading}'`)));
	}
	const classes = join(dir, 'content/classes');
	const guide = readdirSync(classes)
		.filter((name) => name.endsWith('.mdx'))
		.sort()
		.find((name) => !/^(hasPage: false|hidden: true|unfinished: true)$/m.test(readFileSync(join(classes, name), 'utf8')));
	if (!guide) throw new Error('content/classes has no listed guide to copy');
	let text = readFileSync(join(classes, guide), 'utf8');
	text = setField(setField(setField(text, 'classTitle', draftGuide.heading), 'heading', draftGuide.heading), 'draft', 'true');
	writeFileSync(join(classes, `${draftGuide.slug}.mdx`), text);
	return source;
}

describe('ten staff edits, three years of posts, drafts and a scheduled post on one copy of the project', () => {
	let site: FixtureSite;
	let livePost = '';
	let newPost = { slug: '', heading: '' };
	let build = { code: null as number | null, output: '' };
	const built = (file: string) => readFileSync(join(site.outDir, file), 'utf8');

	beforeAll(async () => {
		site = fixtureSite('content-edits-');
		for (const edit of edits) await edit.make(site);
		livePost = addDrafts(site.dir);
		newPost = addMonthlyPosts(site.dir);
		build = await site.run('astro', ['build']);
	}, 480_000);
	// CONTENT_EDITS_KEEP=1 keeps the copy, e.g. for `npm run bench:sizes -- --dir <copy>/dist`.
	afterAll(() => (process.env.CONTENT_EDITS_KEEP === '1' ? console.log(`kept ${site.dir}`) : site?.remove()));

	it('pass content:check', slow, async () => {
		const { code, output } = await site.node('scripts/content-check.mjs', []);
		expect(code, output).toBe(0);
		expect(output).toMatch(/content:check: \d+ files and \d+ images in [\d.]+ s: no errors/);
	});

	it('build, and pass the gates that read the build (tests/dist)', slow, async () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		const { code, output } = await site.run('vitest', ['run', '--project', 'dist']);
		expect(code, output.slice(-5000)).toBe(0);
		expect(output).toMatch(/Tests\s+\d+ passed/);
	});

	it('pass the browser checks that read the words, reworded', slow, async () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		const report = join(site.dir, 'test-reports/playwright.json');
		const { code, output } = await site.run(
			'playwright',
			[
				'test',
				'tests/e2e/layout/shell.spec.ts',
				'tests/e2e/layout/open-now.spec.ts',
				'tests/e2e/gallery/albums.spec.ts',
				'tests/e2e/site/trust-pages.spec.ts',
				'tests/e2e/gates/live-state-overflow.spec.ts',
				'--grep',
				'navigation bar|mobile menu|says open until|breadcrumbs|shows its words|no wider than a 320',
			],
			{ CI: '1', E2E_PREBUILT: '1', E2E_PORT: String(await freePort()), PW_JSON_REPORT: report },
		);
		expect(code, output.slice(-5000)).toBe(0);
		const { stats } = JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; skipped: number } };
		expect(stats.expected, output.slice(-2000)).toBeGreaterThan(0);
		expect({ unexpected: stats.unexpected, skipped: stats.skipped }).toEqual({ unexpected: 0, skipped: 0 });
	});

	it.each(edits.map((edit) => [edit.what, edit] as const))('show %s', slow, async (_, edit) => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		await edit.shows(site, built);
	});

	it('show a new post, on its page and in the feed', () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		expect(shows(built(`blog/${newPost.slug}.html`), newPost.heading), `${newPost.slug} shows its heading`).toBe(true);
		expect(built('rss.xml')).toContain(`/blog/${newPost.slug}`);
	});

	it('build without the drafts and the scheduled post: no page, not on /blog, not in the sitemap, the feed or the structured data', () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		// The post the fixtures were copied from is live, so the build itself is sound.
		expect(existsSync(join(site.outDir, `blog/${livePost}.html`)), livePost).toBe(true);
		for (const path of hiddenPaths) expect(existsSync(join(site.outDir, `${path}.html`)), `${path}.html`).toBe(false);
		const blog = built('blog.html');
		const sitemap = readdirSync(site.outDir)
			.filter((name) => /^sitemap.*\.xml$/.test(name))
			.map(built)
			.join('\n');
		const jsonLd = [...blog.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
		expect(jsonLd).not.toBe('');
		for (const [name, text] of [
			['/blog', blog],
			['sitemap', sitemap],
			['rss.xml', built('rss.xml')],
			['/blog JSON-LD', jsonLd],
		] as const) {
			for (const entry of unpublished) {
				expect(text, `${name} names ${entry.slug}`).not.toContain(entry.slug);
				expect(text, `${name} shows "${entry.heading}"`).not.toContain(entry.heading);
			}
		}
	});

	it('npm run dev shows the drafts and the scheduled post, clearly marked', slow, async () => {
		const server = await site.serve('dev');
		try {
			const page = async (path: string) => parseHtml(await (await fetch(server.url + path)).text());
			const note = (doc: ReturnType<typeof parseHtml>) => doc.querySelector('[role="note"]')?.textContent ?? '';
			const h1 = (doc: ReturnType<typeof parseHtml>) => doc.querySelector('h1')?.textContent.trim() ?? '';

			// The copy's own labels: every word of its words.yaml is reworded.
			const { drafts } = parse(readFileSync(join(site.dir, 'content/settings/words.yaml'), 'utf8')) as Pick<typeof words, 'drafts'>;
			const { draft: draftLabel } = drafts;
			const scheduledLabel = fillTemplate(drafts.scheduled, { day: longDate(new Date(`${inFortyDays}T00:00:00Z`)) });
			const draft = await page(`/blog/${draftPost.slug}`);
			expect(note(draft)).toContain(draftLabel);
			expect(h1(draft)).toBe(draftPost.heading);
			expect(note(await page(`/blog/${scheduledPost.slug}`))).toContain(scheduledLabel);
			const guide = await page(`/classes/${draftGuide.slug}`);
			expect(note(guide)).toContain(draftLabel);
			expect(h1(guide)).toBe(draftGuide.heading);

			// Card headings, read from the page source: the monthly posts sit in a closed accordion until opened.
			const cards = (await page('/blog')).querySelectorAll('article h3').map((heading) => heading.textContent.replace(/\s+/g, ' ').trim());
			expect(cards).toContain(`${draftLabel}: ${draftPost.heading}`);
			expect(cards).toContain(`${scheduledLabel}: ${scheduledPost.heading}`);
			expect(cards).toContain(`${draftLabel}: ${draftGuide.heading}`);
		} finally {
			server.stop();
		}
	});

	// /blog shows the newest three posts; each archive page lists twelve.
	it('show the newest three posts on /blog, linking the archive, whose pages hold every post once, each in the sitemap, as the feed does', () => {
		expect(build.code, build.output.slice(-3000)).toBe(0);
		const blog = built('blog.html');
		const cards = new Set([...blog.matchAll(/href="\/blog\/(?!archive)([a-z0-9-]+)"/g)].map((match) => match[1]));
		expect(cards.size).toBe(3);
		expect(blog).toContain('href="/blog/archive"');

		const pageCount = Math.ceil(postCount / 12);
		const files = Array.from({ length: pageCount }, (_, i) => (i === 0 ? 'blog/archive.html' : `blog/archive/${i + 1}.html`));
		const listed = files.flatMap((file) => [
			...new Set([...built(file).matchAll(/href="\/blog\/(?!archive)([a-z0-9-]+)"/g)].map((m) => m[1])),
		]);
		expect(listed).toHaveLength(postCount);
		expect(new Set(listed).size).toBe(postCount);
		const sitemap = built('sitemap-0.xml');
		for (const file of files) expect(sitemap).toContain(`/${file.replace(/\.html$/, '')}</loc>`);
		expect(built('blog/archive/2.html')).toContain('rel="prev"');
		expect([...built('rss.xml').matchAll(/<item>/g)]).toHaveLength(postCount);
	});
});
