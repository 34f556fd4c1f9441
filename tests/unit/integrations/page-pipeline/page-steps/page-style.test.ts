import { describe, expect, it } from 'vitest';

import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';
import { rewriteCss, rewritePageStyle } from '@/integrations/page-pipeline/page-steps/page-style';

describe('rewriteCss', () => {
	it('writes the sheet back minified, as lightningcss reads it', () => {
		expect(rewriteCss('.a {\n  color: red;\n}\n', 'a test')).toBe('.a{color:red}');
	});

	it('drops a group whose rules the visitor removed', () => {
		const css = '@media (hover:hover){@supports (x:y){.a{color:red}}}.b{color:red}';
		expect(rewriteCss(css, 'a test', { Rule: { supports: () => [] } })).toBe('.b{color:red}');
	});

	it('stops on CSS a browser would not read whole, naming where', () => {
		expect(() => rewriteCss('.a{color:red}}', 'a test')).toThrow(
			'a test could not rewrite the CSS: Unexpected end of input (line 1, column 15)',
		);
	});
});

describe('rewritePageStyle', () => {
	const step = rewritePageStyle('upper-casing', ({ css, markup, where }) => `${css.toUpperCase()}/*${markup().length} ${where}*/`);
	const run = (html: string) => finishPage(html, '/p', [step]);

	it("rewrites the page's style element, giving the step the rest of the markup", async () => {
		const html = '<head><style>a{}</style></head>';
		expect(await run(html)).toBe('<head><style>A{}/*13 /p: upper-casing*/</style></head>');
	});

	it('finds the element as a browser parses the page, not a <style> quoted in an attribute value', async () => {
		const html = '<meta content="<style>x</style>"><style>a{}</style><style media="print">b{}</style>';
		expect(await run(html)).toContain('<style>A{}/*');
		expect(await run(html)).toContain('<meta content="<style>x</style>">');
	});

	it('stops the build, naming the page and the step, when the page has no inline style', async () => {
		await expect(run('<p>no style</p><style media="print">b{}</style>')).rejects.toThrow(
			'/p: upper-casing found no inline <style> to rewrite',
		);
	});
});
