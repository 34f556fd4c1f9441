import { describe, expect, it } from 'vitest';

import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';
import { dropUnusedCustomProperties } from '@/integrations/page-pipeline/page-steps/unused-custom-properties';

const run = (html: string) => finishPage(html, '/a-page', [dropUnusedCustomProperties]);
const page = (css: string, body = '') => `<html><head><style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('dropUnusedCustomProperties', () => {
	it('keeps the theme properties a rule reads and drops the rest', async () => {
		const css = '@layer theme{:root{--color-ink:#000;--color-amber-100:red;--text-8xl:6rem}}.a{color:var(--color-ink)}';
		expect(styleOf(await run(page(css)))).toBe('@layer theme{:root{--color-ink:#000}}.a{color:var(--color-ink)}');
	});

	it('keeps a property that a kept property reads, and drops chains nobody reads', async () => {
		const css =
			':root{--font-sans:system-ui;--default-font-family:var(--font-sans);--unused:var(--also-unused);--also-unused:1px}html{font-family:var(--default-font-family,sans-serif)}';
		expect(styleOf(await run(page(css)))).toBe(
			':root{--font-sans:system-ui;--default-font-family:var(--font-sans)}html{font-family:var(--default-font-family,sans-serif)}',
		);
	});

	it('drops unread @property rules and the fallback defaults, removing blocks left empty', async () => {
		const css =
			'@layer properties{@supports (x:y){*,:before{--tw-rotate-x:initial;--tw-shadow:0 0 #0000}}}@property --tw-rotate-x{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.s{box-shadow:var(--tw-shadow)}';
		expect(styleOf(await run(page(css)))).toBe(
			'@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000}}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.s{box-shadow:var(--tw-shadow)}',
		);
		// A layer left empty stays declared, so a later block of it keeps its place in the order.
		expect(styleOf(await run(page('@layer properties{@supports (x:y){*{--tw-a:0}}}.b{color:red}')))).toBe(
			'@layer properties;.b{color:red}',
		);
	});

	it('keeps a property the markup or a script names', async () => {
		const css = ':root{--nav-height:96px;--slide:0}.h{margin-top:-1px}';
		const body = '<div style="height:var(--nav-height)"></div><script>el.style.setProperty("--slide", 1)</script>';
		expect(styleOf(await run(page(css, body)))).toBe(css);
	});

	it('reads each value whole, a data URL with its ";" and brackets inside brackets', async () => {
		const css =
			':root{--icon:url(data:image/svg+xml;base64,AAA=);--spacing:4px;--size:calc(var(--spacing) * (2 + 1));--unread:calc((1px + 2px) * 3)}' +
			'.i{width:var(--size)}';
		expect(styleOf(await run(page(css)))).toBe(':root{--spacing:4px;--size:calc(var(--spacing) * (2 + 1))}.i{width:var(--size)}');
	});

	it('leaves properties it does not know alone, which lightningcss keeps in the shape of a custom property', async () => {
		const css = '.t{text-wrap:balance;-webkit-tap-highlight-color:transparent}';
		expect(styleOf(await run(page(css)))).toBe(css);
	});

	it('stops the build, naming the page, when the page has no inline style', async () => {
		await expect(run('<p>no style</p>')).rejects.toThrow('/a-page: ');
	});
});
