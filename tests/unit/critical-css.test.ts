import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowStyles, fontFaces, runtimeClassNames } from '@/integrations/critical-css.mjs';

describe('allowStyles', () => {
	it("adds the inlined styles' hashes to the CSP's style-src", () => {
		const html = `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' 'sha256-old='">`;
		expect(allowStyles(html, ["'sha256-new='"])).toContain(`style-src 'self' 'sha256-new=' 'sha256-old='`);
	});
});

describe('fontFaces', () => {
	it('keeps only the @font-face rules of a stylesheet', () => {
		const css = `a{color:red}@font-face{font-family:X;src:url(/x.woff2)}b{color:blue}@font-face{font-family:Y;src:url(/y.woff2)}`;
		expect(fontFaces(css)).toBe('@font-face{font-family:X;src:url(/x.woff2)}@font-face{font-family:Y;src:url(/y.woff2)}');
	});
});

describe('runtimeClassNames', () => {
	it("lists each island's classes and those inline scripts set, but not classes static markup already holds", () => {
		const src = mkdtempSync(path.join(tmpdir(), 'runtime-classes-'));
		mkdirSync(path.join(src, 'islands'));
		mkdirSync(path.join(src, 'components'));
		writeFileSync(path.join(src, 'islands/Carousel.tsx'), "const c = ready ? 'overflow-hidden' : 'snap-x md:basis-1/2';");
		writeFileSync(path.join(src, 'components/Hero.astro'), "<p class='static'></p><script>el.classList.toggle('hidden', on)</script>");
		writeFileSync(path.join(src, 'components/Plain.astro'), '<p class="only-static"></p>');
		const classes = runtimeClassNames(src);
		expect(classes.get('Carousel')).toEqual(expect.arrayContaining(['overflow-hidden', 'snap-x', 'md:basis-1/2']));
		expect(classes.get('')).toContain('hidden');
		expect(classes.get('')).not.toContain('only-static');
	});
});
