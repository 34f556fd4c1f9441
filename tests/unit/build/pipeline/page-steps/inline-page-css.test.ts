import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaces, inlinePageCss, markupClasses, markupClassRules } from '@/build/pipeline/page-steps/inline-page-css';

describe('fontFaces', () => {
	it('keeps only the @font-face rules of a stylesheet, without its license comment', () => {
		const css = `/*! a licence */a{color:red}@font-face{font-family:X;src:url(/x.woff2)}b{color:blue}@font-face{font-family:Y;src:url(/y.woff2)}`;
		expect(fontFaces(css)).toBe('@font-face{font-family:X;src:url(/x.woff2)}@font-face{font-family:Y;src:url(/y.woff2)}');
	});

	it('reads a brace inside a string as part of its rule', () => {
		expect(fontFaces('@font-face{font-family:X;src:url("/a}b.woff2")}a{color:red}')).toBe('@font-face{font-family:X;src:url(/a}b.woff2)}');
	});
});

describe('markupClassRules', () => {
	const html = '<div class="snap-x md:basis-1/2 data-ready:overflow-hidden"><p class="snap-x"></p></div><p data-class="not-me"></p>';
	const rules = markupClassRules(html);
	const keeps = (selector: string) => rules.some((rule) => rule.test(selector));

	it('keeps the rules of every class the markup names, variants and state attributes included', () => {
		expect(keeps('.snap-x')).toBe(true);
		expect(keeps('.md\\:basis-1\\/2')).toBe(true);
		expect(keeps('.data-ready\\:overflow-hidden[data-ready]')).toBe(true);
		expect(rules).toHaveLength(3);
	});

	it('reads class names as HTML, so a child variant written with &amp; keeps its rule', () => {
		const flip = markupClassRules('<div class="lg:[&amp;>figure]:order-last"></div>');
		expect(flip.some((rule) => rule.test('.lg\\:\\[\\&\\>figure\\]\\:order-last>figure'))).toBe(true);
	});

	it('reads class attributes however they are quoted, and nothing that only looks like one', () => {
		const names = markupClasses(`<p class=a data-x='b'></p><i class='c  d'></i><p title='class="e"'></p><script>x = 'class="f"'</script>`);
		expect([...names]).toEqual(['a', 'c', 'd']);
	});

	it('does not keep a longer class that only starts with a named one, nor names outside class attributes', () => {
		expect(keeps('.snap-x-extra')).toBe(false);
		expect(keeps('.not-me')).toBe(false);
	});
});

describe('inlinePageCss', () => {
	const root = mkdtempSync(path.join(tmpdir(), 'inline-page-css-'));
	mkdirSync(path.join(root, '_astro'));
	writeFileSync(
		path.join(root, '_astro/site.css'),
		'@font-face{font-family:X;src:url(/x.woff2)}.used{color:red}.unused{color:blue}.data-ready\\:hidden[data-ready]{display:none}',
	);
	const page =
		'<html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><p class="used data-ready:hidden">Hi</p></body></html>';

	it("puts the page's own rules and the font faces inline, drops the link, and records the sheet", async () => {
		const linked = new Set<string>();
		const html = await inlinePageCss(root, linked)(page);
		expect(html).not.toContain('<link rel="stylesheet"');
		const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
		expect(css).toContain('@font-face{font-family:X;');
		expect(css).toContain('.used{color:red}');
		expect(css).toContain('[data-ready]{display:none}');
		expect(css).not.toContain('.unused');
		expect([...linked]).toEqual(['_astro/site.css']);
	});

	it('leaves a print-only sheet linked and none of its rules inline', async () => {
		writeFileSync(path.join(root, '_astro/print.css'), '.used{color:black}body>header{display:none}');
		const withPrint = page.replace('</head>', '<link rel="stylesheet" media="print" href="/_astro/print.css"></head>');
		const linked = new Set<string>();
		const html = await inlinePageCss(root, linked)(withPrint);
		expect(html).toContain('<link rel="stylesheet" media="print" href="/_astro/print.css">');
		const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
		expect(css).toContain('.used{color:red}');
		expect(css).not.toContain('color:black');
		expect(css).not.toContain('body>header');
		expect([...linked]).toEqual(['_astro/site.css']);
	});

	it('leaves a page that links no stylesheet alone', async () => {
		const html = '<html><head></head><body></body></html>';
		expect(await inlinePageCss(root, new Set())(html)).toBe(html);
	});
});
