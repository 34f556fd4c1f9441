// npm run content:check: validates every content collection in seconds, without building pages or images.
// Errors (exit code 1) come from `astro sync`, which loads each collection through its real schema; warnings
// come from the audits in src/lib/content-audits.mjs. Usage: node scripts/content-check.mjs [site folder]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import {
	checkImage,
	findEmptyAltText,
	findLongDescriptions,
	findScheduledPosts,
	findUnlinkedTimetableClasses,
	imageFields,
	slotFor,
} from '../src/lib/content-audits.mjs';
import { findPlaceholders } from '../src/lib/find-placeholders.mjs';
import { findStandIns } from '../src/lib/stand-ins.mjs';

const started = performance.now();
const root = resolve(process.argv[2] ?? '.');
const toPosix = (path) => path.split(sep).join('/');

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
	readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? walk(path) : [path];
	});

// 1. Errors: Astro loads every collection through its schema (and checks images and references) and stops at the first bad file.
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const sync = spawnSync(process.execPath, [astro, 'sync'], {
	cwd: root,
	encoding: 'utf8',
	env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
});
const syncOutput = `${sync.stdout}\n${sync.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');

/** Turns Astro's error into "file: field: what is expected" lines; anything else is shown as Astro printed it. */
function describeSyncError(output) {
	const location = /Location:\s*\n\s*(\S+?)(?::\d+:\d+)?\s*\n/.exec(output)?.[1];
	const file = location ? toPosix(relative(root, location)) : undefined;
	const head = /\[(\w+Error)\]\s*([^\n]*)\n([\s\S]*?)(?:\n\s*Hint:|\n\s*Error reference:|\n\s*Location:|\n\s*Stack trace:)/.exec(output);
	if (!head) return output.trim().split('\n').slice(0, 20);
	const details = (head[3] ?? '')
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean);
	if (details.length === 0) return [`${file ? `${file}: ` : ''}${head[2]}`];
	return details.map((line) => `${file ? `${file}: ` : ''}${line.replace(/^\*\*(.+?)\*\*:/, '$1:')}`);
}

const errors = sync.status === 0 ? [] : describeSyncError(syncOutput);

// 2. Warnings: read straight from the files, so they appear even while an error stops the schema check.
const contentDir = join(root, 'content');
const allFiles = walk(contentDir);
const files = allFiles
	.filter((path) => /\.(md|mdx|ya?ml)$/i.test(path))
	.map((path) => ({ path: toPosix(relative(root, path)), text: readFileSync(path, 'utf8') }));
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
	new Date(),
);

const slotsByImage = new Map();
for (const file of files) {
	for (const { field, src } of imageFields(file)) {
		const path = toPosix(relative(root, resolve(root, file.path, '..', src)));
		const slot = slotFor(file.path, field);
		slotsByImage.set(path, [...(slotsByImage.get(path) ?? []), { field: `${file.path}: ${field}`, slot }]);
	}
}
const imageFiles = allFiles.filter((path) => /\.(avif|jpe?g|png|webp)$/i.test(path));
const imageWarnings = (
	await Promise.all(
		imageFiles.map(async (absolute) => {
			const path = toPosix(relative(root, absolute));
			const { width = 0, height = 0 } = await sharp(absolute).metadata();
			const bytes = statSync(absolute).size;
			const uses = slotsByImage.get(path) ?? [{ field: undefined, slot: undefined }];
			// Size limits once per file; slot widths once per field that shows it.
			const sizeOnly = checkImage({ path, width, height, bytes });
			const slotWarnings = uses.flatMap(({ field, slot }) =>
				slot ? checkImage({ path: field ?? path, width, height, bytes: 0, slot }).filter((w) => w.includes(' slot ')) : [],
			);
			return [...slotWarnings, ...sizeOnly];
		}),
	)
).flat();

const warnings = [
	['Stand-ins still marked (replace the made-up content, then remove standIn)', findStandIns(files)],
	['Unfilled [placeholders]', findPlaceholders(files).map((p) => `${p.path}:${p.line}: ${p.placeholder}`)],
	['Images with empty alt text', findEmptyAltText(files)],
	['Photos too small or too large', imageWarnings],
	['Descriptions that search results will cut', findLongDescriptions(files)],
	['Posts dated in the future', findScheduledPosts(files, today)],
	['Timetable classes with no class page', findUnlinkedTimetableClasses(files)],
].filter(([, lines]) => lines.length > 0);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const count = warnings.reduce((sum, [, lines]) => sum + lines.length, 0);
for (const [heading, lines] of warnings) console.log(`\nwarning: ${heading} (${lines.length})\n  ${lines.join('\n  ')}`);
if (errors.length > 0) {
	console.error(`\nerror: content that stops the build\n  ${errors.join('\n  ')}`);
	console.error('\nFix the file and field named above and run `npm run content:check` again (Astro reports one file at a time).');
}
console.log(
	`\ncontent:check: ${files.length} files and ${imageFiles.length} images in ${seconds} s: ${errors.length > 0 ? `${errors.length} error(s)` : 'no errors'}, ${count} warning(s)`,
);
process.exit(errors.length > 0 ? 1 : 0);
