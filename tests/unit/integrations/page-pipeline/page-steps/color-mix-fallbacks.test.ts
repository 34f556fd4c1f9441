import { describe, expect, it } from 'vitest';

import { dropColorMixCopies } from '@/integrations/page-pipeline/page-steps/color-mix-fallbacks';
import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';

const run = (html: string) => finishPage(html, '/a-page', [dropColorMixCopies]);
const page = (css: string) => `<html><head><style>${css}</style></head><body></body></html>`;
const theme = ':root{--color-paper:#f7f5f0;--color-ink:#0e0e10;--color-live:var(--accent)}';
const mix = (selector: string, name: string, percent: number) =>
	`@supports (color:color-mix(in lab, red, red)){${selector}{color:color-mix(in oklab, var(--color-${name}) ${percent}%, transparent)}}`;

describe('dropColorMixCopies', () => {
	it('drops the color-mix copy of a theme hex colour with opacity, keeping the worked-out colour', async () => {
		const css = `${theme}.text-paper\\/90{color:#f7f5f0e6}${mix('.text-paper\\/90', 'paper', 90)}.x{color:red}`;
		expect(await run(page(css))).toBe(page(`${theme}.text-paper\\/90{color:#f7f5f0e6}.x{color:red}`));
	});

	it('drops copies nested in a media query, and leaves the query', async () => {
		const hover = `@media (hover:hover){.hover\\:text-ink\\/50:hover{color:#0e0e1080}${mix('.hover\\:text-ink\\/50:hover', 'ink', 50)}}`;
		expect(await run(page(`${theme}${hover}`))).toBe(page(`${theme}@media (hover:hover){.hover\\:text-ink\\/50:hover{color:#0e0e1080}}`));
	});

	it('keeps a mix of a colour that is not a hex value of the theme', async () => {
		const css = `${theme}.text-live\\/50{color:var(--color-live)}${mix('.text-live\\/50', 'live', 50)}`;
		expect(await run(page(css))).toBe(page(css));
	});

	it('keeps other @supports blocks, such as gradient interpolation', async () => {
		const css = `${theme}@supports (background-image:linear-gradient(in lab, red, red)){.bg-linear-to-r{--tw-gradient-position:to right in oklab}}`;
		expect(await run(page(css))).toBe(page(css));
	});

	it('stops the build, naming the page, when the page has no inline style', async () => {
		await expect(run('<p>no style</p>')).rejects.toThrow('/a-page: ');
	});
});
