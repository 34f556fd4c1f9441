import { describe, expect, it } from 'vitest';

import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';
import { stateCustomPropertyDefaults } from '@/integrations/page-pipeline/page-steps/property-defaults';

const run = (html: string) => finishPage(html, '/a-page', [stateCustomPropertyDefaults]);
const page = (css: string) => `<html><head><style>${css}</style></head><body></body></html>`;
// Tailwind's test for a browser without @property, as it writes it.
const withoutProperty =
	'@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b))))';
const defaults = '*,:before,:after,::backdrop{--tw-border-style:solid;--tw-leading:initial}';
const registered = '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}';

describe('stateCustomPropertyDefaults', () => {
	it("states the properties layer's defaults without the test for browsers lacking @property", async () => {
		const css = `@layer properties{${withoutProperty}{${defaults}}}.border{border-style:var(--tw-border-style)}${registered}`;
		expect(await run(page(css))).toBe(page(`@layer properties{${defaults}}.border{border-style:var(--tw-border-style)}${registered}`));
	});

	it('keeps an @supports block outside the properties layer, or one in it that sets more than custom properties', async () => {
		const outside = `${withoutProperty}{${defaults}}`;
		const more = `@layer properties{${withoutProperty}{.x{color:red;--tw-leading:initial}}}`;
		expect(await run(page(outside))).toBe(page(outside));
		expect(await run(page(more))).toBe(page(more));
	});

	it('stops the build, naming the page, when the page has no inline style', async () => {
		await expect(run('<p>no style</p>')).rejects.toThrow('/a-page: ');
	});
});
