import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { fixtureSite, type FixtureSite } from '../support/fixture-site';

// Issue 18: every everyday edit made in /admin must pass the build. Staff's edits are made through the real Sveltia
// CMS from the production build, in "Work with Local Repository" mode, its folder picker answered with a folder in
// the browser's private file system (OPFS) holding content/ and an empty .git. The files it writes are then put into
// a copy of the project, which content:check must accept and which must build with the new post at its address.
const root = fileURLToPath(new URL('../../', import.meta.url));
const toPosix = (path: string) => path.split(sep).join('/');
const walk = (dir: string): string[] =>
	readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const contentFiles = () => walk(join(root, 'content')).map((path) => toPosix(relative(root, path)));
const yamlOf = (file: string) => parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
const frontmatterOf = (file: string) =>
	parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? '') as Record<string, unknown>;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The new entries' words are the test's own; everything else is read from content/.
const post = { heading: 'Deadlift Clinic: Autumn Recap', slug: 'deadlift-clinic-autumn-recap' };
const guide = { heading: 'Kettlebell Club', slug: 'kettlebell-club' };
const member = { name: 'Jordan Ellis', slug: 'jordan-ellis' };

/** A form field of Sveltia's editor by its label. */
const field = (scope: Page | Locator, label: string) =>
	scope.getByRole('group', { name: new RegExp(`^“\u2068${esc(label)}\u2069” Field$`) });
/** The items of a list field (each has a Remove button; the list itself has the Add button). */
const items = (list: Locator) =>
	list
		.getByRole('group')
		.filter({ has: list.page().getByRole('button', { name: 'Remove' }) })
		.filter({ hasNot: list.page().getByRole('button', { name: /^Add / }) });

// London's clock, as the build's: a post published "Today" is live in the build, not scheduled.
test.use({ timezoneId: 'Europe/London', viewport: { width: 1440, height: 900 }, actionTimeout: 30_000, screenshot: 'only-on-failure' });

test('staff edits saved through the real CMS pass content:check and build, the new post at the address made from its heading', async ({
	page,
}, testInfo) => {
	test.setTimeout(900_000);
	const blocked: string[] = [];
	const errors: string[] = [];
	await page.route('**/*', (route) => {
		const { protocol, hostname } = new URL(route.request().url());
		if (protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
		blocked.push(route.request().url());
		return route.abort('blockedbyclient');
	});
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) => errors.push(error.message));
	// "Work with Local Repository" asks for a folder; the answer is the OPFS folder filled below.
	await page.addInitScript(() => {
		Object.defineProperty(window, 'showDirectoryPicker', {
			value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
		});
	});

	const originals = new Map(contentFiles().map((path) => [path, readFileSync(join(root, path))]));
	await page.goto('/admin');
	await page.evaluate(
		async (files) => {
			const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
			await repo.getDirectoryHandle('.git', { create: true });
			for (const { path, data } of files) {
				const parts = path.split('/');
				let dir = repo;
				for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
				const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
				await writable.write(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
				await writable.close();
			}
		},
		[...originals].map(([path, data]) => ({ path, data: data.toString('base64') })),
	);
	await page.getByRole('button', { name: /work with local repository/i }).click();
	const collections = page.getByRole('tree', { name: 'Collection List' });
	await expect(collections).toBeVisible({ timeout: 30_000 });

	/** Reads a file the CMS has written into the OPFS folder, or undefined when it is not there. */
	const readBack = (path: string) =>
		page.evaluate(async (path) => {
			let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
			const parts = path.split('/');
			try {
				for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
				return await (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
			} catch {
				return undefined;
			}
		}, path);
	const open = async (collection: string, entry?: string) => {
		await page.getByRole('radio', { name: 'Contents' }).click();
		await collections.getByRole('treeitem', { name: collection, exact: true }).click();
		if (entry) await page.getByRole('gridcell', { name: entry, exact: true }).click();
		else await page.getByRole('button', { name: 'Create New Entry' }).click();
		// Announced once the form holds the entry (or a new one's defaults), so typing from here on sticks.
		await expect(page.getByRole('status').filter({ hasText: /now (creating|editing)/ })).toBeAttached({ timeout: 30_000 });
		await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 30_000 });
	};
	// Sveltia draws a long form's fields as they scroll into view, so a field further down appears once staff scroll to it.
	const reveal = async (target: Locator) => {
		await expect(async () => {
			if (!(await target.count())) {
				await page.mouse.move(400, 500);
				await page.mouse.wheel(0, 700);
			}
			await expect(target.first()).toBeAttached({ timeout: 1_000 });
		}).toPass({ timeout: 30_000 });
		return target;
	};
	/** A field's input (a textbox unless said otherwise), once it is drawn. */
	const input = async (scope: Page | Locator, label: string, role: 'textbox' | 'switch' | 'spinbutton' = 'textbox') =>
		(await reveal(field(scope, label))).getByRole(role);
	const saved: { what: string; file: string }[] = [];
	/** Saves, then waits for the file to hold what the edit wrote. */
	const save = async (what: string, file: string, shows: RegExp) => {
		await page.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'Entry saved' }).last()).toBeVisible({ timeout: 30_000 });
		// The editor closes once the save is done; the next edit starts from the collection list.
		await expect(page.getByRole('button', { name: 'Save' })).toBeHidden({ timeout: 30_000 });
		await expect.poll(() => readBack(file), { message: `${file} after saving ${what}`, timeout: 30_000 }).toMatch(shows);
		saved.push({ what, file });
	};
	const upload = async (imageField: Locator, file: string) => {
		await imageField.getByRole('button', { name: /^(Browse|Replace)/ }).click();
		const dialog = page.getByRole('dialog', { name: 'Select Image' });
		const chooser = page.waitForEvent('filechooser');
		await dialog.getByRole('button', { name: 'Upload' }).click();
		await (await chooser).setFiles(file);
		await dialog.getByRole('button', { name: 'Insert' }).click();
		await expect(dialog).toBeHidden({ timeout: 30_000 });
		// The upload previews: its thumbnail (a blob: address, which the /admin policy must allow) has loaded.
		await expect
			.poll(
				() =>
					imageField
						.locator('img')
						.first()
						.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
				{
					timeout: 30_000,
				},
			)
			.toBe(true);
	};
	const photoFrom = (entryFile: string, src: string, name: string) => {
		const target = testInfo.outputPath('uploads', name);
		mkdirSync(dirname(target), { recursive: true });
		copyFileSync(join(root, dirname(entryFile), src), target);
		return target;
	};

	await test.step('a new post with only the required fields and an uploaded cover', async () => {
		const model = contentFiles().find((path) => /^content\/blog\/[^/]+\/index\.mdx$/.test(path)) ?? '';
		await open('Blog posts');
		await (await input(page, 'Heading')).fill(post.heading);
		await (await input(page, 'Description')).fill('What we covered at the deadlift clinic, and what comes next.');
		await field(page, 'Published').getByRole('button', { name: 'Today' }).click();
		await upload(field(page, 'Image'), photoFrom(model, String(frontmatterOf(model)['image']), 'clinic-cover.jpg'));
		await (await input(page, 'Image description (alt text)')).fill('A lifter locking out a deadlift');
		await (await input(page, 'Text')).fill('We spent the morning on the hinge.');
		await save('a new post', `content/blog/${post.slug}/index.mdx`, /We spent the morning/);
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
		await (await input(closing, 'Label')).fill('View Timetable');
		await (await input(page, 'Text')).fill('Kettlebell Club builds strength you can carry into everything else.');
		await save('a new class guide', `content/classes/${guide.slug}.mdx`, /Kettlebell Club builds/);
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
		await reveal(field(slot, 'End'));
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
		const file = 'content/settings/site.yaml';
		const settings = yamlOf(file) as { specialHours?: { from: string; to?: string }[] };
		const lastDay = Math.max(Date.now(), ...(settings.specialHours ?? []).map((day) => Date.parse(String(day.to ?? day.from))));
		const closedDay = isoDay(new Date(lastDay + 7 * 86_400_000));
		const shortDay = isoDay(new Date(lastDay + 8 * 86_400_000));
		await open('Gym settings', 'Gym settings');
		const hours = await reveal(field(page, 'Special hours'));
		const count = settings.specialHours?.length ?? 0;
		await (await reveal(hours.getByRole('button', { name: /^Add / }))).click();
		const closed = await reveal(items(hours).nth(count));
		await reveal(field(closed, 'Note'));
		await (await input(closed, 'From')).fill(closedDay);
		await (await input(closed, 'Closed', 'switch')).check();
		await (await input(closed, 'Note')).fill('Staff training day');
		await hours.getByRole('button', { name: /^Add / }).click();
		const short = await reveal(items(hours).nth(count + 1));
		await reveal(field(short, 'Note'));
		await (await input(short, 'From')).fill(shortDay);
		await (await input(short, 'Open')).fill('10:00');
		await (await input(short, 'Close')).fill('14:00');
		await (await input(short, 'Note')).fill('Short day');
		await save('holiday hours', file, /Short day/);
	});

	await test.step("a page's words", async () => {
		const file = 'content/pages/gallery.yaml';
		const heading = `${String(yamlOf(file)['heading'])} and More`;
		await open('Page words', 'Gallery page');
		await (await input(page, 'Heading')).fill(heading);
		await save("a page's words", file, new RegExp(esc(heading)));
	});

	let albumPath = '';
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
		await reveal(field(photo, 'Description (alt text)'));
		await upload(field(photo, 'Image'), photoFrom(source, String(frontmatterOf(source)['image']), name));
		await (await input(photo, 'Description (alt text)')).fill('Members chalking up before a heavy set');
		await save('an album photo', file, new RegExp(`image: \\./${esc(name)}\\n\\s+alt: Members chalking up`));
	});

	expect(blocked, 'requests that tried to leave our origin').toEqual([]);
	expect(errors, 'console errors, including policy violations').toEqual([]);

	// Everything the CMS wrote, read back from OPFS.
	const written = await page.evaluate(async () => {
		const files: { path: string; data: string }[] = [];
		const read = async (dir: FileSystemDirectoryHandle, prefix: string) => {
			for await (const [name, handle] of dir.entries()) {
				if (handle.kind === 'directory') {
					if (name !== '.git') await read(handle, `${prefix}${name}/`);
				} else {
					const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
					let binary = '';
					for (const byte of bytes) binary += String.fromCharCode(byte);
					files.push({ path: `${prefix}${name}`, data: btoa(binary) });
				}
			}
		};
		await read(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
		return files;
	});
	const changed = written.filter(({ path, data }) => !originals.get(path)?.equals(Buffer.from(data, 'base64')));
	expect(written.map(({ path }) => path).filter((path) => originals.has(path)).length, 'no file was removed').toBe(originals.size);
	for (const { file } of saved) expect(changed.map(({ path }) => path)).toContain(file);

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

		const check = await site.node('scripts/content-check.mjs', []);
		console.log(`\ncontent:check on the saved files:\n${check.output}`);
		expect(check.code, check.output).toBe(0);

		const build = await site.run('astro', ['build']);
		expect(build.code, build.output).toBe(0);
		const server = await site.serve('preview');
		try {
			const url = `${server.url}/blog/${post.slug}`;
			const response = await fetch(url);
			expect(response.status, url).toBe(200);
			expect(await response.text()).toContain('Deadlift Clinic: Autumn Recap');
			console.log(`\nthe new post is at /blog/${post.slug}`);
			expect((await fetch(`${server.url}/classes/${guide.slug}`)).status).toBe(200);
			expect(await (await fetch(`${server.url}/about-us`)).text()).toContain(member.name);
			expect(await (await fetch(server.url + albumPath)).text()).toContain('Members chalking up before a heavy set');
		} finally {
			server.stop();
		}
	} finally {
		site.remove();
	}
});
