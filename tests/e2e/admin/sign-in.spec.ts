import { statSync } from 'node:fs';
import { dirname } from 'node:path';

import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';

import { cmsBackend, cmsOAuth } from '@/cms/repository';
import { adminPath } from '@/lib/content/entry-paths';
import { maxPictureBytes, uploadPicture } from '@/lib/picture-presets';

import { cmsEditor, contentFiles, contentSnapshot, field, guardCms, items, openCms } from '../support/cms';
import { githubStandIn, oauthStandIn } from '../support/github-stand-in';
import { phonePhotoSize, writePhonePhoto } from '../support/phone-photo';

// Staff sign in with one click (GitHub OAuth through the client a developer set up once) and upload a photo
// straight from a phone, which the CMS sizes before committing it. The OAuth client and GitHub's API are stood in for
// on this machine (tests/e2e/support/github-stand-in.ts); everything else is the production build's /admin.
const repo = 'gym-staff/site';
const login = 'staff-member';
const token = 'gho_stand-in-token';
const phonePhoto = phonePhotoSize;
// Sveltia isolates the provider's name in its label: "Sign In with \u2068GitHub\u2069".
const withGitHub = /sign in with \u2068?github/i;
const alt = 'Lifters racking their bars after a heavy set';

test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 30_000 });

test('staff sign in with GitHub through the OAuth client, and a 12-megapixel phone photo added to an album is committed sized for the site', async ({
	page,
}, testInfo) => {
	test.setTimeout(120_000);
	const oauth = await oauthStandIn(token);
	try {
		const { blocked, errors } = await guardCms(page);
		const github = await githubStandIn(page, { repo, branch: 'main', files: contentSnapshot(), login });
		// The configuration the build writes when a developer has set CMS_OAUTH_BASE_URL to the OAuth client's address.
		const backend = cmsBackend({ repo, branch: 'main', oauth: cmsOAuth({ CMS_OAUTH_BASE_URL: oauth.url }) });
		await page.route(
			({ pathname }) => pathname === `${adminPath}/config.yml`,
			async (route) => {
				const config = parse(await (await route.fetch()).text()) as Record<string, unknown>;
				await route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: stringify({ ...config, backend }) });
			},
		);
		await page.emulateMedia({ reducedMotion: 'reduce' });

		await test.step('sign in with one click', async () => {
			await page.goto(adminPath);
			const signIn = page.getByRole('button', { name: withGitHub });
			await expect(signIn).toBeVisible({ timeout: 30_000 });
			// The one-click way comes first; the token stays for developers.
			const buttons = await page.getByRole('button').allInnerTexts();
			const oauthAt = buttons.findIndex((text) => withGitHub.test(text));
			const tokenAt = buttons.findIndex((text) => /sign in using access token/i.test(text));
			expect(tokenAt, buttons.join(' | ')).toBeGreaterThan(oauthAt);
			const popup = page.waitForEvent('popup');
			await signIn.click();
			await expect(cmsEditor(page).collections).toBeVisible({ timeout: 60_000 });
			// The popup completed the handshake and closed itself.
			expect((await popup).isClosed()).toBe(true);
		});
		const [authRequest] = oauth.requests;
		expect(authRequest?.pathname).toBe('/auth');
		expect(authRequest?.searchParams.get('provider')).toBe('github');
		expect(
			github.tokens.filter(Boolean).every((header) => header.includes(token)),
			'every API request carries the token',
		).toBe(true);
		expect(github.tokens.filter(Boolean).length).toBeGreaterThan(0);

		await test.step('the launch list is a link away, in Gym settings', async () => {
			await page.getByRole('radio', { name: 'Contents' }).click();
			await cmsEditor(page).collections.getByRole('treeitem', { name: 'Gym settings', exact: true }).click();
			await expect(page.getByRole('link', { name: 'launch list' })).toHaveAttribute('href', `${adminPath}/launch`);
		});

		const album = contentFiles().find((path) => /^content\/gallery\/[^/]+\/index\.yaml$/.test(path)) ?? '';
		const { title, photos } = parse(github.tree.get(album)?.toString('utf8') ?? '') as { title: string; photos: unknown[] };
		const original = testInfo.outputPath('uploads', 'IMG_4032.jpg');
		await test.step('add a 12-megapixel phone photo to an album and save', async () => {
			await writePhonePhoto(original);
			const editor = cmsEditor(page);
			await editor.open('Photo albums', title);
			const list = await editor.reveal(field(page, 'Photos'));
			await (await editor.reveal(list.getByRole('button', { name: /^Add / }))).click();
			const photo = await editor.reveal(items(list).nth(photos.length));
			await editor.upload(await editor.reveal(field(photo, 'Image')), original);
			await (await editor.input(photo, 'Description (alt text)')).fill(alt);
			await editor.save();
		});

		const committed = github.commits
			.flatMap(({ additions }) => [...additions])
			.filter(([path]) => path.startsWith(dirname(album)) && path !== album);
		expect(committed, github.commits.map(({ message }) => message).join('\n')).toHaveLength(1);
		const [[path, bytes] = ['', Buffer.alloc(0)]] = committed;
		const meta = await sharp(bytes).metadata();
		const before = statSync(original).size;
		console.log(
			`\n${phonePhoto.width}×${phonePhoto.height} phone photo (${(before / 1024 / 1024).toFixed(1)} MB) committed as ${path}: ` +
				`${meta.width}×${meta.height} ${meta.format}, ${Math.round(bytes.length / 1024)} KB`,
		);
		expect(meta.format).toBe(uploadPicture.format);
		expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(uploadPicture.longEdge);
		expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(phonePhoto.width / phonePhoto.height, 2);
		expect(bytes.length).toBeLessThan(before / 3);
		// Under the size content:check allows (src/build/content-check/audits.ts), so the deploy after the Save takes it.
		// That a photo saved into an album is checked, built and shown on its album's page is admin/saves.spec.ts's journey.
		expect(bytes.length).toBeLessThanOrEqual(maxPictureBytes);
		// The album names the committed file beside it.
		const saved = github.tree.get(album)?.toString('utf8') ?? '';
		expect(saved).toContain(`image: ./${path.split('/').at(-1) ?? ''}`);

		expect(github.unknown, 'GitHub API requests the stand-in does not answer').toEqual([]);
		expect(blocked, 'requests that tried to leave our origin').toEqual([]);
		expect(errors, 'console errors, including policy violations').toEqual([]);
	} finally {
		await oauth.close();
	}
});

test('on a browser that cannot encode WebP (Safari), a phone photo is committed as a sized JPEG, not a PNG', async ({ page }, testInfo) => {
	test.setTimeout(120_000);
	// Safari's canvas, asked for WebP, gives PNG; this gives Chromium's canvas the same gap, before any script of /admin
	// runs.
	await page.addInitScript(() => {
		const canvas = OffscreenCanvas.prototype;
		const convert = Object.getOwnPropertyDescriptor(canvas, 'convertToBlob')?.value as (
			this: OffscreenCanvas,
			options?: ImageEncodeOptions,
		) => Promise<Blob>;
		canvas.convertToBlob = function (options) {
			return convert.call(this, options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options);
		};
	});
	const cms = await openCms(page, contentSnapshot());
	const album = contentFiles().find((path) => /^content\/gallery\/[^/]+\/index\.yaml$/.test(path)) ?? '';
	const { title, photos } = parse((await cms.readBack(album)) ?? '') as { title: string; photos: unknown[] };
	const original = testInfo.outputPath('uploads', 'IMG_4032.jpg');
	await writePhonePhoto(original);
	await cms.open('Photo albums', title);
	const list = await cms.reveal(field(page, 'Photos'));
	await (await cms.reveal(list.getByRole('button', { name: /^Add / }))).click();
	const photo = await cms.reveal(items(list).nth(photos.length));
	await cms.upload(await cms.reveal(field(photo, 'Image')), original);
	await (await cms.input(photo, 'Description (alt text)')).fill(alt);
	await cms.save('an album photo', album, /image: \.\/img_4032\.jpeg/);

	const written = (await cms.written()).find(({ path }) => path === `${dirname(album)}/img_4032.jpeg`);
	const bytes = Buffer.from(written?.data ?? '', 'base64');
	const meta = await sharp(bytes).metadata();
	console.log(`without a WebP encoder: committed ${meta.width}×${meta.height} ${meta.format}, ${Math.round(bytes.length / 1024)} KB`);
	expect(meta.format).toBe('jpeg');
	expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(uploadPicture.longEdge);
	expect(bytes.length).toBeLessThan(statSync(original).size / 2);
	// Nothing was fetched from a CDN for a WebP encoder of its own.
	expect(cms.blocked, 'requests that tried to leave our origin').toEqual([]);
	expect(cms.errors, 'console errors, including policy violations').toEqual([]);
});
