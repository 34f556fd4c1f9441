import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { maxPictureBytes } from '@/lib/picture-presets';

import { type FixtureSite, fixtureSite, type RunResult } from '../support/fixture-site';
import { addActiveMarkup } from './support/active-markup-fixture';

// `npm run content:check` on copies of the site, each with fixture files from tests/fixtures/content-check laid over
// its content: one per kind of error, and one per kind of warning.
const fixtures = fileURLToPath(new URL('../fixtures/content-check/', import.meta.url));
const copies: FixtureSite[] = [];
afterAll(() => copies.forEach((site) => site.remove()));

/** A page file can only be one of the site's pages, so the long description is written into a copy of a real one. */
const longDescription =
	'This description goes on and on about the gym, its classes, its coaches, its members, its opening hours, its prices and its car park, far past what a search result shows.';
const withLongDescription = ({ dir }: FixtureSite) => {
	const file = join(dir, 'content/pages/gallery.yaml');
	writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: .*$/m, `description: ${longDescription}`));
};

/** An iPhone photo as it comes off the phone (.heic), and bytes no image reader knows under a .jpg name. */
const withUnreadablePictures = ({ dir }: FixtureSite) => {
	mkdirSync(join(dir, 'content/gallery/zz-fixture'), { recursive: true });
	writeFileSync(join(dir, 'content/gallery/zz-fixture/img-0042.heic'), Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'));
	writeFileSync(join(dir, 'content/gallery/zz-fixture/not-a-photo.jpg'), 'This is a text file.');
};

/** Noise compresses badly: a PNG over the size limit, unused by any entry (the check reads every picture). */
const withHeavyPicture = async ({ dir }: FixtureSite) => {
	const side = Math.ceil(Math.sqrt(maxPictureBytes / 3)) + 64;
	const noise = await sharp({
		create: { width: side, height: side, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 80 } },
	})
		.png({ compressionLevel: 0 })
		.toBuffer();
	writeFileSync(join(dir, 'content/pages/zz-heavy.png'), noise);
};

/**
 * A class guide saying it runs 6 days a week, linked from one timetable slot only (at 04:30, before any opening
 * hour): every other timetable name loses its link, which only adds warnings.
 */
const withFrequencyWords = ({ dir }: FixtureSite) => {
	writeFileSync(
		join(dir, 'content/timetable/zz-early.yaml'),
		"day: tuesday\nslots:\n  - { start: '04:30', end: '05:15', class: Zz Early Class }\n",
	);
	const names = join(dir, 'content/settings/class-names.yaml');
	const guide = readFileSync(names, 'utf8').match(/^[^:\n]+: (\S+)$/m)?.[1] ?? '';
	writeFileSync(names, `Zz Early Class: ${guide}\n`);
	const file = join(dir, `content/classes/${guide}.mdx`);
	writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: .*$/m, 'description: This class runs 6 days a week.'));
	return guide;
};

/** A class guide of the copy whose coaches name nobody on the team; returns its file. */
const withMissingCoach = ({ dir }: FixtureSite) => {
	const file = `content/classes/${readdirSync(join(dir, 'content/classes')).find((name) => name.endsWith('.mdx')) ?? ''}`;
	const text = readFileSync(join(dir, file), 'utf8').replace(/^coaches: .*\n/m, '');
	writeFileSync(join(dir, file), text.replace(/^---\n/, '---\ncoaches: [zz-nobody]\n'));
	return file;
};

/**
 * Lays each overlay over a fixture site: a fixture folder (copied over it) or an edit of the copy; then runs
 * content:check there with `env` added.
 */
async function contentCheck(overlays: (string | ((site: FixtureSite) => unknown))[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
	const site = fixtureSite('content-check-');
	copies.push(site);
	for (const overlay of overlays) {
		if (typeof overlay === 'function') await overlay(site);
		else site.overlay(join(fixtures, overlay));
	}
	return site.node('scripts/content-check.mjs', [], env);
}

// Vitest runs at nice 10 beside the browser tests in `npm test`, where a content check of a few CPU seconds can take
// minutes.
describe('npm run content:check', { timeout: 240_000 }, () => {
	it('fails listing every error in one run, each naming the file, the field and what is expected; on GitHub Actions also on the run page', async () => {
		const kinds = ['unknown-field', 'wrong-type', 'missing-field', 'bad-time', 'yaml-syntax', 'missing-files', 'mdx-body'];
		const summary = join(mkdtempSync(join(tmpdir(), 'content-check-summary-')), 'summary.md');
		let activeMarkup = { expectNamed: (output: string): void => void output };
		let coached = '';
		const { code, output, stderr } = await contentCheck(
			[
				...kinds.map((kind) => `errors/${kind}`),
				// Before the active markup, which names the line it writes in a guide.
				(site) => (coached = withMissingCoach(site)),
				(site) => (activeMarkup = addActiveMarkup(site)),
				withUnreadablePictures,
			],
			{ GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
		);
		expect(code, output).toBe(1);
		// The errors go to stderr and the warnings to stdout; read from stderr, no warning line can land among them.
		const errors = stderr.slice(stderr.indexOf('error: content that stops the build')).split('\n');
		const lineFor = (file: string) => errors.filter((line) => line.trim().startsWith(file)).join('\n');
		expect(lineFor('content/plans/zz-unknown-field.yaml')).toMatch(/: colour: Unknown field: check its spelling, or remove it$/);
		expect(lineFor('content/plans/zz-wrong-type.yaml')).toMatch(/: price: Give the price as a number without a currency sign, e\.g\. 45$/);
		expect(lineFor('content/plans/zz-missing-field.yaml')).toMatch(/: period: /);
		expect(lineFor('content/timetable/zz-bad-time.yaml')).toMatch(/: slots\.0\.end: Use 24-hour time as HH:MM, e\.g\. 06:30$/);
		expect(lineFor('content/plans/zz-yaml-syntax.yaml')).toMatch(/:2: YAML syntax: /);
		expect(lineFor('content/team/zz-fixture.md')).toContain('photo: ./zz-fixture-missing.jpg is not there');
		expect(lineFor('content/blog/zz-fixture-post/index.mdx')).toContain('authors.0: "zz-nobody" is not a team member');
		// Every link field, whichever schema declares it: the field, and the file names it takes.
		expect(lineFor('content/blog/zz-fixture-post/index.mdx')).toMatch(
			/about: "zz-no-such-guide" is not a class guide; use a file name from content\/classes without \.mdx: [a-z0-9-]+, /,
		);
		expect(lineFor(coached)).toMatch(
			/coaches\.0: "zz-nobody" is not a team member; use a file name from content\/team without \.md: [a-z0-9-]+, /,
		);
		expect(lineFor('content/settings/class-names.yaml')).toContain('Fixture Class: "zz-no-such-guide" is not a class guide');
		// A body the MDX compiler cannot read: the file's line and column, and the fix.
		expect(lineFor('content/blog/zz-fixture-mdx-body/index.mdx')).toMatch(/:11:11: write \\< to show a less-than sign/);
		// The same line's {tempo 3-1-1} is also an expression, which the active-markup check refuses on its own.
		expect(lineFor('content/blog/zz-fixture-mdx-body/index.mdx')).toMatch(/:11: a \{ … \} expression runs code when the site is built/);
		// Markup that could run code or embed a page (active-markup-site.test.ts: the build stops on it too).
		activeMarkup.expectNamed(stderr);
		// Pictures the build cannot read, by name and by content, each with what to do instead.
		expect(lineFor('content/gallery/zz-fixture/img-0042.heic')).toMatch(
			/an iPhone HEIC\/HEIF photo, .*export it as JPEG.*upload it through \/admin/,
		);
		expect(lineFor('content/gallery/zz-fixture/not-a-photo.jpg')).toMatch(/not a picture the build can read, .*export it as JPEG/);
		expect(output).toMatch(/content:check: \d+ files and \d+ images in [\d.]+ s: 16 error\(s\)/);
		// The deploy after a Save in /admin: each error as an annotation on its file, and the run's summary.
		expect(output).toMatch(/^::error file=content\/plans\/zz-wrong-type\.yaml,title=Content check::price: Give the price as a number/m);
		const page = readFileSync(summary, 'utf8');
		expect(page).toMatch(/^## The site was not updated: 16 content error\(s\)$/m);
		expect(output).toMatch(/^::error file=content\/blog\/zz-fixture-mdx-body\/index\.mdx,line=11,col=11,title=Content check::write/m);
		expect(page).toContain('content/timetable/zz-bad-time.yaml: slots.0.end: Use 24-hour time as HH:MM');
	});

	it('warns without failing, one fixture per kind of warning', async () => {
		const kinds = ['stand-in', 'placeholder', 'empty-alt', 'small-photo', 'future-post', 'timetable-class'];
		let guide = '';
		const { code, output } = await contentCheck([
			...kinds.map((kind) => `warnings/${kind}`),
			withLongDescription,
			withHeavyPicture,
			(site) => (guide = withFrequencyWords(site)),
		]);
		expect(code, output).toBe(0);
		const section = (heading: string) => output.split('\nwarning: ').find((part) => part.startsWith(heading)) ?? '';
		expect(section('Stand-ins still marked')).toContain('content/team/zz-fixture.md');
		expect(section('Unfilled [placeholders]')).toContain('content/plans/zz-fixture.yaml:2: [what the plan includes]');
		expect(section('Images with empty alt text')).toContain(
			'content/blog/zz-fixture-empty-alt/index.mdx:9: ./cover.jpg has empty alt text',
		);
		expect(section('Photos too small or too large')).toContain(
			'content/blog/zz-fixture-small-photo/index.mdx: image: 400 px wide, but the postCover slot is drawn up to 1600 px',
		);
		expect(section('Descriptions that search results will cut')).toContain('content/pages/gallery.yaml: description:');
		expect(section('Posts dated in the future')).toContain(
			'content/blog/zz-fixture-future-post/index.mdx: published: 2999-01-01 is after today',
		);
		expect(section('Timetable classes with no class page')).toContain(
			'content/timetable/zz-fixture.yaml: slots.0.class: "Zz Fixture Class" has no class page',
		);
		expect(section('Photos too small or too large')).toMatch(
			/content\/pages\/zz-heavy\.png: [\d.]+ MB, over 2\.0 MB; upload it through \/admin/,
		);
		expect(section('Class guides whose words disagree with the timetable')).toMatch(
			new RegExp(`content/classes/${guide}\\.mdx: description: says "6 days a week", but the timetable has .* on 1 day \\(Tuesday\\)`),
		);
		expect(section('Timetable slots outside the usual opening hours')).toContain(
			'content/timetable/zz-early.yaml: slots.0: Zz Early Class 04:30–05:15 is outside Tuesday',
		);
		expect(output).toMatch(/content:check: \d+ files and \d+ images in [\d.]+ s: no errors, \d+ warning\(s\)/);
	});
});
