import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { expect, type Locator, test } from '@playwright/test';
import { parse } from 'yaml';

import { frontmatterOf as frontmatter } from '@/lib/content/frontmatter';
import { mdxComponentNames } from '@/lib/content/mdx-text';
import { uploadPicture } from '@/lib/picture-presets';
import { escapeRegExp } from '@/lib/text';

import { type FixtureSite, fixtureSite } from '../../support/fixture-site';
import { contentFiles, contentSnapshot, field, items, openCms, root } from '../support/cms';
import { addHolidayHours } from '../support/holiday-hours';
import { phonePhotoSize, writePhonePhoto } from '../support/phone-photo';
import { specialLine, specialLines, visibleText } from '../support/special-text';

// Every everyday edit made in /admin must pass the build, and publish what staff typed. Staff's
// edits are made through the real Sveltia CMS from the production build (tests/e2e/support/cms.ts). The files it
// writes are then put into a copy of the project, which content:check must accept and which must build, showing
// the words typed exactly as typed.
const yamlOf = (file: string) => parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
const frontmatterOf = (file: string) => parse(frontmatter(readFileSync(join(root, file), 'utf8'))) as Record<string, unknown>;

// The new entries' words are the test's own; everything else is read from content/.
const post = { heading: 'Deadlift Clinic: Autumn Recap', slug: 'deadlift-clinic-autumn-recap' };
const guide = { heading: 'Kettlebell Club', slug: 'kettlebell-club' };
const member = { name: 'Jordan Ellis', slug: 'jordan-ellis' };
// A phone photo: larger than 4000 px on its long side.
const phonePhoto = phonePhotoSize;

// London's clock, as the build's: a post published "Today" is live in the build, not scheduled.
test.use({ timezoneId: 'Europe/London', viewport: { width: 1440, height: 900 }, actionTimeout: 30_000 });

// A screenshot when it fails, taken here rather than with the `screenshot` option: that option is worker-scoped, so it
// would give this test a worker of its own, which Playwright starts only after every other test, leaving this
// two-minute test to run alone at the end of `npm test` with the other worker idle.
test.afterEach(async ({ page }, testInfo) => {
	if (testInfo.status !== testInfo.expectedStatus)
		await testInfo.attach('screenshot', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});

// One journey in two parts, each with its own time: the saves through the editor, then what a deploy runs on the files
// they wrote (content:check and a build of a copy). Beside the rest of the suite on two cores each part takes two to
// three times as long as alone (docs/benchmarks.md), and the second starts only when the first passed.
test.describe.configure({ mode: 'serial' });
let originals: ReturnType<typeof contentSnapshot>;
const saved: { what: string; file: string }[] = [];
let changed: { path: string; data: string }[] = [];
let albumPath = '';
let editedSlug = '';

test('eleven everyday edits saved through the real CMS write the files they should, with what was typed', async ({ page }, testInfo) => {
	test.setTimeout(480_000);
	originals = contentSnapshot();
	const cms = await openCms(page, originals);
	const { open, reveal, input } = cms;
	const save = async (what: string, file: string, shows: RegExp) => {
		await cms.save(what, file, shows);
		saved.push({ what, file });
	};
	const { upload } = cms;
	const photoFrom = (entryFile: string, src: string, name: string) => {
		const target = testInfo.outputPath('uploads', name);
		mkdirSync(dirname(target), { recursive: true });
		copyFileSync(join(root, dirname(entryFile), src), target);
		return target;
	};
	/** Types lines into a Markdown body as pasted text: one paragraph, a line break (Shift+Enter) between lines. */
	const typeLines = async (body: Locator, lines: string[], at: 'replace' | 'start') => {
		if (at === 'replace') return body.fill(lines.join('\n'));
		await body.click();
		await page.keyboard.press('Control+Home');
		for (const [index, line] of lines.entries()) {
			// Line by line: Lexical keeps only the last line of one insertText that holds line breaks.
			await page.keyboard.insertText(line);
			await page.keyboard.press(index < lines.length - 1 ? 'Shift+Enter' : 'Enter');
		}
	};

	await test.step('a new post with only the required fields, a phone photo as its cover and special characters in its text', async () => {
		// A phone photo larger than 4000 px, made here.
		const cover = testInfo.outputPath('uploads', 'clinic-cover.jpg');
		await writePhonePhoto(cover);
		await open('Blog posts');
		await (await input(page, 'Heading')).fill(post.heading);
		await (await input(page, 'Description')).fill('What we covered at the deadlift clinic, and what comes next.');
		await field(page, 'Published').getByRole('button', { name: 'Today' }).click();
		await upload(field(page, 'Image'), cover);
		await (await input(page, 'Image description (alt text)')).fill('A lifter locking out a deadlift');
		await typeLines(await input(page, 'Text'), specialLines, 'replace');
		await save('a new post', `content/blog/${post.slug}/index.mdx`, /RPE\\<8/);
	});

	await test.step('a new class guide', async () => {
		const model = contentFiles().find((path) => /^content\/classes\/[^/]+\.mdx$/.test(path)) ?? '';
		await open('Class guides');
		await (await input(page, 'Heading')).fill(guide.heading);
		await (await input(page, 'Class title')).fill(guide.heading);
		await (await input(page, 'Description')).fill('Swings, carries and get-ups for strength you can use.');
		await upload(field(page, 'Image'), photoFrom(model, String(frontmatterOf(model)['image']), 'kettlebell-club.jpg'));
		await (await input(page, 'Image description (alt text)')).fill('A row of kettlebells on the gym floor');
		await field(page, 'Published').getByRole('button', { name: 'Today' }).click();
		const closing = await reveal(field(page, 'Closing'));
		await closing.getByRole('checkbox', { name: /Add/ }).check();
		await (await input(closing, 'Heading')).fill('Ready to Try Kettlebell Club?');
		await (await input(closing, 'Body')).fill('Find it on the timetable and book your first session.');
		await (await input(closing, 'Label')).fill('See the Timetable');
		await (await input(page, 'Text')).fill('Kettlebell Club builds strength you can carry into everything else.');
		await save('a new class guide', `content/classes/${guide.slug}.mdx`, /Kettlebell Club builds/);
	});

	// A guide with a page whose body uses one of the site's components, when there is one: it must keep working.
	const guides = contentFiles().filter((path) => /^content\/classes\/[^/]+\.mdx$/.test(path));
	const hasPage = (path: string) => frontmatterOf(path)['hasPage'] !== false && frontmatterOf(path)['draft'] !== true;
	const usesComponent = (path: string) => mdxComponentNames.some((name) => readFileSync(join(root, path), 'utf8').includes(`<${name}`));
	const edited = guides.find((path) => hasPage(path) && usesComponent(path)) ?? guides.find(hasPage) ?? '';
	editedSlug =
		edited
			.split('/')
			.at(-1)
			?.replace(/\.mdx$/, '') ?? '';
	const editedComponents = mdxComponentNames.filter((name) => readFileSync(join(root, edited), 'utf8').includes(`<${name}`));
	await test.step("an existing class guide's body: special characters added before its text", async () => {
		await open('Class guides', String(frontmatterOf(edited)['classTitle']));
		await typeLines(await input(page, 'Text'), specialLines, 'start');
		await save("a class guide's body", edited, /RPE\\<8/);
		for (const name of editedComponents)
			expect(await cms.readBack(edited), `${edited} keeps <${name} />`).toMatch(new RegExp(`^<${name}\\b[^<>]*/>$`, 'm'));
	});

	await test.step('a price', async () => {
		const file = contentFiles().find((path) => path.startsWith('content/plans/')) ?? '';
		const plan = yamlOf(file);
		const price = Number(plan['price']) + 3;
		await open('Membership plans', String(plan['title']));
		await (await input(page, 'Price', 'spinbutton')).fill(String(price));
		await save('a price', file, new RegExp(`^price: ${price}$`, 'm'));
	});

	await test.step('a timetable day: a class emptied, a slot added', async () => {
		const file = contentFiles().find((path) => path.startsWith('content/timetable/')) ?? '';
		const day = yamlOf(file) as { day: string; slots: { start: string; end: string; class?: string }[] };
		const emptied = day.slots.findIndex((slot) => slot.class);
		// A half-hour slot straight after the day's last one (days end well before 23:30).
		const last = day.slots.at(-1)?.end ?? '05:00';
		const [hour = 0, minute = 0] = last.split(':').map(Number);
		const end = hour * 60 + minute + 30;
		const added = { start: last, end: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}` };
		await open('Timetable', day.day);
		const slots = field(page, 'Slots');
		await (await input(items(slots).nth(emptied), 'Class')).fill('');
		await (await reveal(slots.getByRole('button', { name: /^Add / }))).click();
		const slot = await reveal(items(slots).nth(day.slots.length));
		await (await input(slot, 'Start')).fill(added.start);
		await (await input(slot, 'End')).fill(added.end);
		await save('a timetable day', file, new RegExp(`end: '?${added.end}'?$`, 'm'));
	});

	await test.step('a new team member with only the required fields', async () => {
		const model = contentFiles().find((path) => /^content\/team\/[^/]+\.md$/.test(path)) ?? '';
		await open('Team');
		await (await input(page, 'Name')).fill(member.name);
		await (await input(page, 'Position')).fill('Strength Coach');
		await (await reveal(field(page, 'Role'))).getByRole('radio', { name: 'staff', exact: true }).check();
		await upload(await reveal(field(page, 'Photo')), photoFrom(model, String(frontmatterOf(model)['photo']), `${member.slug}.jpg`));
		await (await input(page, 'Photo description (alt text)')).fill('Jordan Ellis coaching a squat');
		await save('a new team member', `content/team/${member.slug}.md`, /name: Jordan Ellis/);
	});

	await test.step('a product: a size removed, out of stock switched on', async () => {
		const file = contentFiles().find((path) => path.startsWith('content/products/') && path.endsWith('.yaml')) ?? '';
		const product = yamlOf(file) as { name: string; sizes?: string[] };
		await open('Shop products', product.name);
		const sizes = await reveal(field(page, 'Sizes'));
		if (product.sizes?.length)
			await (await reveal(items(sizes).nth(product.sizes.length - 1))).getByRole('button', { name: 'Remove' }).click();
		await (await input(page, 'Out of stock', 'switch')).check();
		await save('a product', file, /^outOfStock: true$/m);
	});

	await test.step('holiday hours: a day closed, a day with shortened hours', async () => {
		const file = await addHolidayHours(page, cms, readFileSync(join(root, 'content/settings/site.yaml'), 'utf8'));
		saved.push({ what: 'holiday hours', file });
	});

	await test.step("a page's words", async () => {
		const file = 'content/pages/gallery.yaml';
		const heading = `${String(yamlOf(file)['heading'])} and More`;
		await open('Page words', 'Gallery page');
		await (await input(page, 'Heading')).fill(heading);
		await save("a page's words", file, new RegExp(escapeRegExp(heading)));
	});

	const home = 'content/pages/home.yaml';
	const homeWords = yamlOf(home) as { today: { count?: number }; sections: { layout?: string }[] };
	// Another of the choices, and another number of classes in "Today at the gym" (1 to 6).
	const layouts = ['split', 'wide', 'card', 'panel', 'quote'];
	const layout = layouts.find((choice) => choice !== (homeWords.sections[0]?.layout ?? 'split')) ?? '';
	const todayCount = ((homeWords.today.count ?? 3) % 6) + 1;
	await test.step("the home page's words: special characters in its intro, a section's layout and today's count", async () => {
		await open('Page words', 'Home page');
		await (await input(page, 'Intro')).fill(specialLine);
		const today = await reveal(field(page, 'Today'));
		await (await input(today, 'Count', 'spinbutton')).fill(String(todayCount));
		// The first Layout in the list is the first section's (a section's own lists make items() ambiguous here).
		const firstLayout = (await reveal(field(field(page, 'Sections'), 'Layout'))).first();
		// More than a few choices: Sveltia draws them as a drop-down list, not radio buttons.
		await firstLayout.getByRole('combobox', { name: 'Layout' }).click();
		await page.getByRole('option', { name: layout, exact: true }).click();
		await save("the home page's words", home, new RegExp(`^  count: ${todayCount}$`, 'm'));
		const words = parse((await cms.readBack(home)) ?? '') as typeof homeWords & { intro: string };
		expect(words.intro).toBe(specialLine);
		expect(words.sections[0]?.layout).toBe(layout);
	});

	await test.step('a photo added to an album', async () => {
		const file = contentFiles().find((path) => /^content\/gallery\/[^/]+\/index\.yaml$/.test(path)) ?? '';
		const album = yamlOf(file) as { title: string; fileNamePrefix?: string; photos: unknown[] };
		albumPath = `/gallery/${(file.split('/')[2] ?? '').toLowerCase()}`;
		// A photo from elsewhere: the CMS would reuse a file already in the folder with the same bytes.
		const source = contentFiles().find((path) => /^content\/blog\/[^/]+\/index\.mdx$/.test(path)) ?? '';
		const name = `${album.fileNamePrefix ?? ''}${album.photos.length + 1}.jpg`;
		await open('Photo albums', album.title);
		const photos = await reveal(field(page, 'Photos'));
		await (await reveal(photos.getByRole('button', { name: /^Add / }))).click();
		const photo = await reveal(items(photos).nth(album.photos.length));
		await upload(await reveal(field(photo, 'Image')), photoFrom(source, String(frontmatterOf(source)['image']), name));
		await (await input(photo, 'Description (alt text)')).fill('Members chalking up before a heavy set');
		// The CMS saves a JPEG upload in the format it converts photos to (src/cms/config.ts).
		const saved = name.replace(/\.jpg$/, `.${uploadPicture.format}`);
		await save('an album photo', file, new RegExp(`image: \\./${escapeRegExp(saved)}\\n\\s+alt: Members chalking up`));
	});

	expect(cms.blocked, 'requests that tried to leave our origin').toEqual([]);
	expect(cms.errors, 'console errors, including policy violations').toEqual([]);

	const written = await cms.written();
	changed = written.filter(({ path, data }) => !originals.get(path)?.equals(Buffer.from(data, 'base64')));
	expect(written.map(({ path }) => path).filter((path) => originals.has(path)).length, 'no file was removed').toBe(originals.size);
	for (const { file } of saved) expect(changed.map(({ path }) => path)).toContain(file);
});

test('the saved files pass content:check and build, showing what was typed, the new post at the address made from its heading', async ({
	page,
}) => {
	test.setTimeout(300_000);
	const site: FixtureSite = fixtureSite('admin-saves-');
	try {
		for (const { path, data } of changed) {
			mkdirSync(dirname(join(site.dir, path)), { recursive: true });
			writeFileSync(join(site.dir, path), Buffer.from(data, 'base64'));
		}
		// For the record: a new file whole, an edited one as the lines the save added or changed.
		for (const { what, file } of saved) {
			const text = readFileSync(join(site.dir, file), 'utf8');
			const before = originals.get(file)?.toString('utf8').split('\n');
			const excerpt = before
				? text
						.split('\n')
						.filter((line) => !before.includes(line))
						.join('\n')
				: text;
			console.log(`\n[${what}] ${file}${before ? ' (lines added or changed)' : ' (new)'}\n${excerpt}`);
		}
		console.log(
			`\nother files written: ${changed
				.map(({ path }) => path)
				.filter((path) => !saved.some(({ file }) => file === path))
				.join(', ')}`,
		);

		// What a deploy does after the Save: content:check, then the build. ADMIN_SAVES_COLD_CACHE=1 measures it without
		// the image cache a host keeps between builds.
		const cache = `${site.env['ASTRO_CACHE_DIR'] ?? ''}`;
		if (process.env.ADMIN_SAVES_COLD_CACHE && cache) rmSync(cache, { recursive: true, force: true });
		const started = performance.now();
		const check = await site.node('scripts/content-check.mjs', []);
		const checked = performance.now();
		console.log(`\ncontent:check on the saved files:\n${check.output}`);
		expect(check.code, check.output).toBe(0);

		const build = await site.run('astro', ['build']);
		expect(build.code, build.output).toBe(0);
		const built = performance.now();
		const coverOutputs = build.output.split('\n').filter((line) => line.includes('clinic-cover'));
		console.log(
			`\nSave to built site (image cache ${process.env.ADMIN_SAVES_COLD_CACHE ? 'cold' : 'warm'}): ${((built - started) / 1000).toFixed(1)} s ` +
				`(content:check ${((checked - started) / 1000).toFixed(1)} s, build ${((built - checked) / 1000).toFixed(1)} s)\n` +
				`the ${phonePhoto.width}×${phonePhoto.height} cover became:\n${coverOutputs.join('\n')}`,
		);
		const server = await site.serve('preview');
		try {
			const url = `${server.url}/blog/${post.slug}`;
			const response = await fetch(url);
			expect(response.status, url).toBe(200);
			expect(await response.text()).toContain('Deadlift Clinic: Autumn Recap');
			console.log(`\nthe new post is at /blog/${post.slug}`);
			expect((await fetch(`${server.url}/classes/${guide.slug}`)).status).toBe(200);
			expect(await (await fetch(`${server.url}/about-us`)).text()).toContain(member.name);
			// The album shows the photo saved into it, loaded (the copy's build encoded it from the converted upload).
			await page.goto(server.url + albumPath);
			const shown = page.getByRole('img', { name: 'Members chalking up before a heavy set' });
			await shown.scrollIntoViewIfNeeded();
			await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

			// What visitors read is what staff typed: in a post, a class guide and a page's words.
			const typed = specialLines.join('\n');
			for (const path of [`/blog/${post.slug}`, `/classes/${editedSlug}`]) {
				await page.goto(server.url + path);
				const paragraph = page.locator('p').filter({ hasText: specialLines[0] ?? '' });
				await expect(paragraph, path).toHaveCount(1);
				expect(await visibleText(paragraph), path).toBe(typed);
			}
			// The guide's components still render: their names never show as text.
			expect(await page.locator('main').innerText()).not.toMatch(new RegExp(mdxComponentNames.join('|')));
			await page.goto(server.url);
			const intro = page.locator('p').filter({ hasText: specialLine });
			await expect(intro).toHaveCount(1);
			expect(await visibleText(intro)).toBe(specialLine);
		} finally {
			server.stop();
		}
	} finally {
		site.remove();
	}
});
