// @ts-check
// npm run content:check: validates every content collection in seconds, without building pages or images.
// Errors (exit code 1): YAML that cannot be read; every entry that fails its schema (`astro sync` with each loader
// recording errors instead of stopping, src/build/content-check/collect-errors.ts); photos and linked entries
// (authors, a post's class, a class's coaches: every link field of the schemas) that a file names but that are not
// there; pictures in a format the build cannot read (an iPhone's HEIC). Warnings: the audits of
// src/build/content-check/audits.ts, which every build prints too, and photos too small or too large for their slot.
// Usage: node scripts/content-check.mjs [site folder]
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { checkActiveMarkup } from '../src/build/content-check/active-markup.ts';
import { describeContentError, findMissingFiles, findUnreadablePictures, findYamlSyntaxErrors } from '../src/build/content-check/audits.ts';
import { listContentFiles, readContentTexts } from '../src/build/content-check/files.ts';
import { findBodySyntaxErrors } from '../src/build/content-check/mdx-bodies.ts';
import { readContentWarnings } from '../src/build/content-check/warnings.ts';
import { relativePosix } from '../src/build/posix-path.ts';
import { photoFile } from '../src/lib/content/image-files.ts';

const started = performance.now();
const root = resolve(process.argv[2] ?? '.');

const sourceFiles = readContentTexts(root);
const syntaxErrors = findYamlSyntaxErrors(sourceFiles);
// A file whose YAML cannot be read is reported once, as a syntax error, and left out of every other check.
const files = sourceFiles.filter((file) => !syntaxErrors.some((line) => line.startsWith(`${file.path}:`)));

// Schema errors: Astro loads every collection through its real schema; each bad entry is written to the report.
const reportDir = mkdtempSync(join(tmpdir(), 'content-check-'));
const report = join(reportDir, 'errors.jsonl');
const sync = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'sync'], {
	cwd: root,
	encoding: 'utf8',
	// Files whose YAML cannot be read stay out of Astro's load: they are reported above, and one of them would stop
	// the whole load at a moment that depends on timing, taking other files' errors with it.
	env: {
		...process.env,
		CONTENT_CHECK_REPORT: report,
		CONTENT_CHECK_UNREADABLE: sourceFiles
			.filter((file) => !files.includes(file))
			.map((file) => file.path)
			.join('\n'),
		NO_COLOR: '1',
		FORCE_COLOR: '0',
	},
});
const schemaErrors = existsSync(report)
	? readFileSync(report, 'utf8')
			.split('\n')
			.filter(Boolean)
			.map((line) => JSON.parse(line))
			.flatMap(({ file, message }) => describeContentError({ file: relativePosix(root, resolve(root, file)), message }))
	: [];
rmSync(reportDir, { recursive: true, force: true });

/**
 * Any other failure of `astro sync`, as "file: message" when Astro names a file, else as printed.
 * @param {string} output
 */
function describeSyncFailure(output) {
	const text = output.replace(/\x1b\[[0-9;]*m/g, '');
	const location = /Location:\s*\n\s*(\S+?)(?::\d+:\d+)?\s*\n/.exec(text)?.[1];
	const head = /\[(\w+)\]\s*([^\n]*)/.exec(text);
	if (!head) return text.trim().split('\n').slice(0, 12);
	return [`${location ? `${relativePosix(root, location)}: ` : ''}${head[2]}`];
}
// A syntax error stops Astro before any schema runs, so its own message would only repeat the first one.
const syncFailure =
	sync.status === 0 || schemaErrors.length > 0 || syntaxErrors.length > 0 ? [] : describeSyncFailure(`${sync.stdout}\n${sync.stderr}`);
// Astro's schema check lets missing photos and linked entries through; the full build then fails on them.
const missing = findMissingFiles(files, (path) => existsSync(join(root, path)));
// Astro's schema check reads only the frontmatter; a body the MDX compiler cannot read fails the build.
const bodyErrors = await findBodySyntaxErrors(files);
// Scripts, embeds, event handlers and javascript: links, which the build refuses too
// (src/build/content-check/active-markup.ts).
const errors = [...syntaxErrors, ...schemaErrors, ...syncFailure, ...missing, ...bodyErrors, ...checkActiveMarkup(root)];
// Pictures the build cannot read: by name (an iPhone's .heic), and below by content (a HEIC renamed .jpg).
const allFiles = listContentFiles(root);
errors.push(...findUnreadablePictures(allFiles));

// Warnings: the content audits, and photos too small for their slot or too large (/admin/launch lists them too).
const imageFiles = allFiles.filter((path) => photoFile.test(path));
const { warnings, unreadable } = await readContentWarnings(root, files);
errors.push(...unreadable);

/**
 * On GitHub Actions (the deploy that runs after a Save in /admin), the errors also go where GitHub's e-mail about
 * the failed run leads: an annotation per file on the run's page, and the run's summary.
 * @param {string[]} lines
 */
function reportOnGitHub(lines) {
	const escape = (/** @type {string} */ text) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
	// On stderr, after the error list, so the two never interleave; the runner reads workflow commands on both streams.
	const annotations = lines.map((line) => {
		const [, file, at, col, message] = /^(content\/[^:\s]+)(?::(\d+):(\d+))?: (.*)$/s.exec(line) ?? [];
		return file && message
			? `::error file=${escape(file)}${at ? `,line=${at},col=${col}` : ''},title=Content check::${escape(message)}`
			: `::error title=Content check::${escape(line)}`;
	});
	console.error(annotations.join('\n'));
	const summary = process.env.GITHUB_STEP_SUMMARY;
	if (summary) {
		appendFileSync(
			summary,
			`## The site was not updated: ${lines.length} content error(s)\n\nThe live site stays as it was. Correct each file and field below (in /admin or in the file), then save again; content/README.md (Messages you may meet) says what each message means.\n\n${lines.map((line) => `- \`${line.replaceAll('`', "'")}\``).join('\n')}\n`,
		);
	}
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const count = warnings.reduce((sum, { lines }) => sum + lines.length, 0);
for (const { heading, lines } of warnings) console.log(`\nwarning: ${heading} (${lines.length})\n  ${lines.join('\n  ')}`);
if (errors.length > 0) {
	console.error(`\nerror: content that stops the build (${errors.length})\n  ${errors.join('\n  ')}`);
	console.error('\nFix each file and field named above, then run `npm run content:check` again. content/README.md explains each message.');
	if (process.env.GITHUB_ACTIONS === 'true') reportOnGitHub(errors);
}
console.log(
	`\ncontent:check: ${sourceFiles.length} files and ${imageFiles.length} images in ${seconds} s: ${errors.length > 0 ? `${errors.length} error(s)` : 'no errors'}, ${count} warning(s)`,
);
process.exit(errors.length > 0 ? 1 : 0);
