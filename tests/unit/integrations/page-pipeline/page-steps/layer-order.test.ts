import { describe, expect, it } from 'vitest';

import { oneBlockPerLayer } from '@/integrations/page-pipeline/page-steps/layer-order';
import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';

const run = (html: string) => finishPage(html, '/a-page', [oneBlockPerLayer]);
const page = (css: string) => `<html><head><style>${css}</style></head><body></body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('oneBlockPerLayer', () => {
	it('writes the layers first, in the order they first appear, each layer’s blocks joined in their order', async () => {
		const css =
			'@font-face{font-family:X}@layer theme,base;@layer components{.a{color:red}}@layer utilities;' +
			'@layer theme,base;@layer components{.b{color:#00f}}@layer utilities;@media print{.p{color:#000}}' +
			'@layer properties{@supports (x:y){*{--p:1}}}@layer theme{:root{--c:1}}@layer components{.k{color:green}}' +
			'@layer utilities{.u{margin:0}}.z{color:red}';
		// A layer with no rules (base) stays declared in its place, so the order is the same.
		expect(styleOf(await run(page(css)))).toBe(
			'@layer theme{:root{--c:1}}@layer base;@layer components{.a{color:red}.b{color:#00f}.k{color:green}}' +
				'@layer utilities{.u{margin:0}}@layer properties{@supports (x:y){*{--p:1}}}' +
				'@font-face{font-family:X}@media print{.p{color:#000}}.z{color:red}',
		);
	});

	it('takes the order from blocks where no statement names it, and states it no more than they do', async () => {
		expect(styleOf(await run(page('@layer properties{*{--p:1}}@layer theme{:root{--c:1}}')))).toBe(
			'@layer properties{*{--p:1}}@layer theme{:root{--c:1}}',
		);
	});

	it('leaves a layer named inside another rule alone, and a page without layers as it was', async () => {
		const nested = '@media print{@layer base{.a{color:red}}}.b{color:red}';
		expect(styleOf(await run(page(nested)))).toBe(nested);
	});

	it('reads braces and semicolons inside strings as part of their rule', async () => {
		const css = '@layer base{.a:after{content:"}{;"}}@layer base{.b{color:red}}';
		expect(styleOf(await run(page(css)))).toBe('@layer base{.a:after{content:"}{;"}.b{color:red}}');
	});

	it('stops the build, naming the page, when the page has no inline style', async () => {
		await expect(run('<p>no style</p>')).rejects.toThrow('/a-page: ');
	});
});
