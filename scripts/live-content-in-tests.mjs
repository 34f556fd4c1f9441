// Lists every name content/ gives the gym's entries (file and folder names, titles, headings, names, captions,
// labels, notes, timetable class names, the site's address and e-mail, the old addresses of src/redirects.ts) and
// where tests/ spells one, outside tests/launch-facts/ (whose job is to name them). A report, not a gate: it exits 0,
// and what it lists is a place to look (a route or a word of SPEC's can coincide with a name). Tests read such things
// from content/, or use names of their own. Run: `node scripts/live-content-in-tests.mjs`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';

const root = process.cwd();
const terms = new Map();
const add = (term, where) => {
	const text = String(term).trim();
	if (text.length >= 4 && !/^\d+$/.test(text) && !terms.has(text)) terms.set(text, where);
};
const walk = (dir) =>
	readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? [path, ...walk(path)] : [path];
	});
// Names the code fixes rather than the gym: each collection's folder, the page, settings and weekday files.
const codeBound = (file) => /^content\/(pages\/[^/]+\.yaml|settings\/[^/]+\.yaml|timetable\/[^/]+\.yaml|[a-z]+)$/.test(file);
// File names every entry of a kind shares.
const generic = /^(index|cover|photo-\d+|highlight-\d+|\d+|README|logo|favicon.*|map-preview|hero-.*)$/i;
const fields =
	/^\s*-?\s*(title|heading|name|classTitle|shortName|caption|position|note|label|slug|class|url|email|instagram|alt|imageAlt)\s*:\s*['"]?([^'"\n#]+)/gm;

for (const path of walk(join(root, 'content'))) {
	const file = relative(root, path);
	if (file === 'content/README.md') continue;
	const stem = basename(path, extname(path));
	if (!generic.test(stem) && !codeBound(file)) add(stem, file);
	if (!/\.(ya?ml|mdx?)$/.test(path)) continue;
	const text = readFileSync(path, 'utf8');
	for (const [, field, value] of text.matchAll(fields)) add(value, `${file}: ${field}`);
	for (const [, value] of text.matchAll(/\{[^}]*class:\s*([^},]+)/g)) add(value, `${file}: class`);
}
const site = readFileSync(join(root, 'content/settings/site.yaml'), 'utf8');
const host = /^url:\s*https?:\/\/(?:www\.)?([^/\s.]+)/m.exec(site)?.[1];
if (host) add(host, 'content/settings/site.yaml: url');
for (const [, from] of readFileSync(join(root, 'src/redirects.ts'), 'utf8').matchAll(/^\s*'(\/[^']*)':/gm))
	add(from.split('/').filter(Boolean).at(-1) ?? '', 'src/redirects.ts');

const found = [];
for (const [term, where] of terms) {
	let hits = '';
	try {
		// Whole words, as written: "Members" in a sentence of the tests' own is still listed, "members" is not.
		hits = execFileSync('grep', ['-rnIwF', '--exclude-dir=launch-facts', '--', term, 'tests'], { encoding: 'utf8' });
	} catch {
		// grep exits 1 when it finds nothing.
	}
	if (hits) found.push(`${term}  (${where})\n${hits.trimEnd().replace(/^/gm, '  ')}`);
}
console.log(`${terms.size} names in content/; ${found.length} of them in tests/ outside tests/launch-facts/`);
if (found.length) console.log(`\n${found.join('\n')}`);
