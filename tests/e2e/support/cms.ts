import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type Locator, type Page } from '@playwright/test';

import { listContentFiles } from '@/build/content-check/files';
import { adminPath } from '@/lib/content/entry-paths';
import { escapeRegExp } from '@/lib/text';

// Driving the real Sveltia CMS from the production build, as staff do, in "Work with Local Repository" mode: its folder
// picker is answered with a folder in the browser's private file system (OPFS) holding content/ and an empty .git.
export const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Every file under content/, as paths from the project root. */
export const contentFiles = () => listContentFiles(root);

/** A form field of Sveltia's editor by its label. */
export const field = (scope: Page | Locator, label: string) =>
	scope.getByRole('group', { name: new RegExp(`^“\u2068${escapeRegExp(label)}\u2069” Field$`) });
/** The items of a list field (each has a Remove button; the list itself has the Add button). */
export const items = (list: Locator) =>
	list
		.getByRole('group')
		.filter({ has: list.page().getByRole('button', { name: 'Remove' }) })
		.filter({ hasNot: list.page().getByRole('button', { name: /^Add / }) });

/** Sveltia's editor as staff use it, once signed in: open an entry, draw and fill its fields, save, upload a photo. */
export function cmsEditor(page: Page) {
	const collections = page.getByRole('tree', { name: 'Collection List' });
	/** Opens an entry of a collection by its name in the list, or a new entry when none is named. */
	const open = async (collection: string, entry?: string) => {
		await page.getByRole('radio', { name: 'Contents' }).click();
		await collections.getByRole('treeitem', { name: collection, exact: true }).click();
		if (entry) await page.getByRole('gridcell', { name: entry, exact: true }).click();
		else await page.getByRole('button', { name: 'Create New Entry' }).click();
		// Announced once the form holds the entry (or a new one's defaults), so typing from here on sticks.
		await expect(page.getByRole('status').filter({ hasText: /now (creating|editing)/ })).toBeAttached({ timeout: 30_000 });
		await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 30_000 });
		// Sveltia's Create New Entry button carries an (empty) options popup, and clicking it opens that too: a modal
		// <dialog> that makes the rest of the page, the new entry's form included, inert until it closes, once the
		// button behind the editor stops intersecting. Text typed into the form before
		// then goes to the popup and is lost, as it would be for staff; so the form is ready once no modal is open.
		await expect(page.locator('dialog:modal')).toHaveCount(0, { timeout: 30_000 });
	};

	// Sveltia draws a long form's fields only as they come into view: until then each is an empty placeholder
	// (`div.placeholder`, 64 px high) with nothing to name it by. Scrolling the first placeholder still in the form
	// into view draws it (and stays drawn); doing that again draws the form in order, top to bottom, until the target
	// is there. No scroll distance is guessed, so nothing can be scrolled past. Each step looks for the target at once
	// and polls again 50 ms later (waiting a whole second a step for a target further down makes a long form take a
	// minute). The target itself is then scrolled into view.
	const placeholders = page.locator('div.placeholder:visible');
	const reveal = async (target: Locator) => {
		await expect(async () => {
			if (!(await target.count()) && (await placeholders.count())) {
				await placeholders.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
			}
			expect(await target.count(), `${target.toString()} drawn in the form`).toBeGreaterThan(0);
		}).toPass({ timeout: 30_000, intervals: [50] });
		await target.first().scrollIntoViewIfNeeded();
		return target;
	};
	/** A field's input (a textbox unless said otherwise), once it is drawn. */
	const input = async (scope: Page | Locator, label: string, role: 'textbox' | 'switch' | 'spinbutton' = 'textbox') =>
		(await reveal(field(scope, label))).getByRole(role);
	/** Saves the entry open in the editor; resolves once it is saved and the editor has closed. */
	const save = async () => {
		await page.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'Entry saved' }).last()).toBeVisible({ timeout: 30_000 });
		// The editor closes once the save is done; the next edit starts from the collection list.
		await expect(page.getByRole('button', { name: 'Save' })).toBeHidden({ timeout: 30_000 });
	};
	/** Uploads a photo into an image field through its Select Image dialog; resolves once the field shows it. */
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
				{ timeout: 30_000 },
			)
			.toBe(true);
	};
	return { collections, open, reveal, input, save, upload };
}

/**
 * Blocks every request that would leave this machine (routes a test adds later answer first) and collects them, with
 * the console's errors (a policy violation is one).
 */
export async function guardCms(page: Page) {
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
	return { blocked, errors };
}

/** Opens /admin on a local repository holding `files` (path from the project root → bytes); resolves once it lists the collections. */
export async function openCms(page: Page, files: Map<string, Buffer>) {
	const { blocked, errors } = await guardCms(page);
	await page.addInitScript(() => {
		Object.defineProperty(window, 'showDirectoryPicker', {
			value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
		});
	});
	// Staff who prefer reduced motion get Sveltia without its transitions: the same forms and the same saves, with no
	// CPU spent painting dialogs and toasts as they slide.
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.goto(adminPath);
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
		[...files].map(([path, data]) => ({ path, data: data.toString('base64') })),
	);
	await page.getByRole('button', { name: /work with local repository/i }).click();
	const editor = cmsEditor(page);
	await expect(editor.collections).toBeVisible({ timeout: 30_000 });

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
	const { open, reveal, input } = editor;
	/** Saves, then waits for the file to hold what the edit wrote. */
	const save = async (what: string, file: string, shows: RegExp) => {
		await editor.save();
		await expect.poll(() => readBack(file), { message: `${file} after saving ${what}`, timeout: 30_000 }).toMatch(shows);
	};
	/** Everything the CMS wrote, read back from OPFS. */
	const written = () =>
		page.evaluate(async () => {
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
	return { blocked, errors, readBack, open, reveal, input, save, upload: editor.upload, written };
}

/** The content files, read now: what the CMS starts from. */
export const contentSnapshot = () => new Map(contentFiles().map((path) => [path, readFileSync(join(root, path))]));
