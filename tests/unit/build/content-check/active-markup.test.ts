import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { checkActiveMarkup, findActiveMarkup, findInText, findMdxCode } from '@/build/content-check/active-markup';
import { normaliseAddress } from '@/build/content-check/address-problem';

// Fixture content of the test's own (tests/fixtures/active-markup): a class guide, a post, the settings and an SVG
// logo, each carrying markup that could run code, beside what must pass (an ordinary link, the map's address).
const fixtures = fileURLToPath(new URL('../../../fixtures/active-markup/', import.meta.url));

describe('findInText', () => {
	it.each([
		['<script>alert(1)</script>', 'a <script> element'],
		['Closed</script><script>x()</script>', 'a <script> element'],
		['<IFRAME src="https://example.org">', 'a <iframe> element'],
		['<object data="x.swf">', 'a <object> element'],
		['<embed src="x">', 'a <embed> element'],
		['<img src=x onerror="alert(1)">', 'an onerror attribute runs code'],
		['<Button onClick={() => go()}>Go</Button>', 'an onclick attribute runs code'],
		['[x](javascript:alert(1))', 'a javascript: link runs code'],
		['<FollowUs link="javascript:alert(1)" />', 'a javascript: link runs code'],
		['[x]( JaVa&#x09;Script&colon;alert(1))', 'a javascript: link runs code'],
		['[x](java&#115;cript:alert(1))', 'a javascript: link runs code'],
		['<a href="vbscript:msgbox(1)">x</a>', 'a vbscript: link runs code'],
		['<a href={"javascript:go()"}>x</a>', 'a javascript: link runs code'],
		['<javascript:alert(1)>', 'a javascript: link runs code'],
		['![x](data:image/svg+xml;base64,PHN2Zz4=)', 'a data: address'],
		['javascript:alert(1)', 'a javascript: link runs code'],
	])('finds %s', (text, message) => {
		expect(findInText(text).map((found) => found.message)).toEqual([expect.stringContaining(message)]);
	});

	it.each([
		'An ordinary [link](https://example.org/a?b=c) and ![a photo](./photo.jpg).',
		'Data: what we keep, and why, in plain words.',
		'Turn on the lights; one = one; <a href="mailto:hello@gym.example">e-mail us</a>.',
		'A script is what a coach writes for a session; an object lesson.',
	])('lets %s through', (text) => {
		expect(findInText(text)).toEqual([]);
	});

	it('counts lines from where the text starts', () => {
		expect(findInText('one\ntwo <script>', 10).map(({ line, message }) => `${line}: ${message}`)).toEqual([
			expect.stringMatching(/^11: a <script> element/),
		]);
	});
});

describe('findMdxCode', () => {
	// Read as the MDX compiler reads the body, so no way of writing code hides from it.
	it.each([
		["import fs from 'node:fs';", 'an import or export line runs code when the site is built'],
		['export const x = globalThis.process;', 'an import or export line runs code when the site is built'],
		['Open {new Date().getFullYear()} days', 'a { … } expression runs code when the site is built'],
		['<span title="`"></span>{globalThis.process}<span title="`"></span>', 'a { … } expression runs code'],
		['<style>{"main{display:none}"}</style>', 'a <style> element is not one a post or guide can use'],
		['<b onClick="go()">x</b>', '<b> cannot carry a onClick attribute'],
		['<b {...props}>x</b>', 'a { … } attribute on <b> runs code'],
		['<FollowUs heading={globalThis.x} />', 'the heading attribute of <FollowUs> is written as { … }'],
		['[x](javascript:alert(1))', 'a javascript: link runs code'],
		['<FollowUs link="javascript:alert(1)" />', 'a javascript: link runs code'],
	])('finds %s', (text, message) => {
		expect(findMdxCode(text).map((found) => found.message)).toContainEqual(expect.stringContaining(message));
	});

	it('names an element outside the lists once, with what to use instead', () => {
		expect(findMdxCode('<Slideshow slides="a" />').map((found) => found.message)).toEqual([
			expect.stringMatching(/^a <Slideshow> element is not one a post or guide can use: write Markdown, or use <\w+ \/>/),
		]);
	});

	it('counts lines from where the body starts', () => {
		expect(findMdxCode('Words.\n\n{x}', 10).map(({ line }) => line)).toEqual([12]);
	});

	// mdx-bodies.ts says why such a body cannot be read; its code is still named in the same run.
	it('scans a body the compiler cannot read as text, for its expressions and import lines', () => {
		const found = findMdxCode('5 sets at <80% {tempo 3-1-1}\n\nexport const x = 1', 4);
		expect(found.map(({ line }) => line)).toEqual([4, 6]);
		expect(found[0]?.message).toContain('a { … } expression runs code');
		expect(found[1]?.message).toContain('an import or export line runs code');
	});

	it.each([
		'Words in \\{braces\\} written as the CMS saves them.',
		'Inline `{code}` and `import x` are words.',
		'```js\nimport x from "y";\nconst a = {};\n```',
		'An important export of the gym: <OpeningHours />',
		'<abbr title="Strength and conditioning">S&C</abbr>, <b>bold</b> and <br /> are words.',
	])('lets %s through', (text) => {
		expect(findMdxCode(text)).toEqual([]);
	});
});

describe('normaliseAddress', () => {
	it.each([
		[' \tjava\nscript:x ', 'javascript:x'],
		['&#106;avascript&#58;x', 'javascript:x'],
		['https://example.org', 'https://example.org'],
	])('reads %j as a browser does', (address, read) => {
		expect(normaliseAddress(address)).toBe(read);
	});
});

describe('findActiveMarkup', () => {
	it('names the line of a frontmatter field and of the body', () => {
		const text = '---\ntitle: x\ndescription: <script>x()</script>\n---\n\nText\n\n<iframe src="https://example.org"></iframe>\n';
		expect(findActiveMarkup('content/classes/x.mdx', text).map(({ line }) => line)).toEqual([3, 8]);
	});

	it('names the line of a YAML field, however deep', () => {
		const yaml = 'name: Gym\nspecialHours:\n  - from: 2026-12-24\n    note: "</script><script>x()</script>"\n';
		expect(findActiveMarkup('content/settings/site.yaml', yaml).map(({ file, line, message }) => `${file}:${line}: ${message}`)).toEqual([
			expect.stringMatching(/^content\/settings\/site\.yaml:4: a <script> element/),
		]);
	});
});

describe('checkActiveMarkup', () => {
	it("lists each file and line of the fixture content, with what to do, and leaves the editors' guide alone", () => {
		expect(checkActiveMarkup(fixtures)).toEqual([
			expect.stringMatching(/^content\/blog\/a-post\/index\.mdx:3: a <script> element: .*remove it/),
			expect.stringMatching(/^content\/blog\/a-post\/index\.mdx:4: a javascript: link runs code: link to an https:\/\/ address instead$/),
			expect.stringMatching(/^content\/blog\/a-post\/index\.mdx:11: a data: address .*add the file beside the entry/),
			expect.stringMatching(/^content\/classes\/fixture-guide\.mdx:8: a <script> element/),
			expect.stringMatching(/^content\/classes\/fixture-guide\.mdx:10: a <iframe> element/),
			expect.stringMatching(/^content\/classes\/fixture-guide\.mdx:12: a <img> element is not one a post or guide can use/),
			expect.stringMatching(/^content\/classes\/fixture-guide\.mdx:14: a javascript: link/),
			expect.stringMatching(/^content\/classes\/fixture-guide\.mdx:16: an import or export line runs code when the site is built/),
			expect.stringMatching(/^content\/settings\/logo\.svg:2: a <script> element/),
			expect.stringMatching(/^content\/settings\/site\.yaml:6: a <script> element/),
		]);
	});
});
