import { describe, expect, it } from 'vitest';

import TypeFilter from '@/components/ui/TypeFilter.astro';

import { attr, renderComponent, texts } from '../../support/component-render';

// The kind-of-class filter: radio chips, the show-everything one first and checked, each other chip wearing its kind's
// mark, and style rules that hide the other kinds while one is chosen, so it filters without a script.
const words = { label: 'Fixture show', all: 'Fixture everything' };
const types = [
	{ key: 'fixture-strength', label: 'Fixture strength' },
	{ key: 'fixture-cardio', label: 'Fixture cardio' },
];
const render = (props: Record<string, unknown>) => renderComponent(TypeFilter, { words, types, ...props });

describe('TypeFilter', () => {
	it.each([0, 1])('draws nothing for %i kind, as there is nothing to choose between', async (count) => {
		const { html } = await render({ types: types.slice(0, count) });
		expect(html.trim()).toBe('');
	});

	it('offers every kind after the show-everything chip, which starts checked', async () => {
		const { doc } = await render({});
		expect(texts(doc, 'legend')).toEqual([words.label]);
		expect(texts(doc, 'label')).toEqual([words.all, ...types.map((type) => type.label)]);
		const radios = doc.querySelectorAll('input[type="radio"]');
		// The show-everything chip's value is empty, which Astro writes as a bare attribute.
		expect(radios.map((radio) => radio.hasAttribute('value') && (attr(radio, 'value') ?? ''))).toEqual([
			'',
			...types.map((type) => type.key),
		]);
		expect(radios.map((radio) => radio.hasAttribute('checked'))).toEqual([true, false, false]);
		expect(new Set(radios.map((radio) => attr(radio, 'name'))).size).toBe(1);
	});

	it("marks each kind's chip with its kind, the show-everything chip with none", async () => {
		const { doc } = await render({});
		expect(doc.querySelectorAll('label').map((label) => attr(label, 'data-kind'))).toEqual([undefined, ...types.map((type) => type.key)]);
	});

	it('hides the cards of every other kind while one is chosen, by style rules alone', async () => {
		const { doc } = await render({});
		const rules = doc.querySelector('style')?.textContent ?? '';
		for (const { key } of types)
			expect(rules).toContain(`[data-type-filtered]:has([value="${key}"]:checked) [data-type]:not([data-type="${key}"]){display:none}`);
	});

	it('for a week in days, also hides the blank rows and shows a day its note when it has none of the kind', async () => {
		const groups = {
			anyChosen: ['[data-type-filtered]:has([value]:not([value=""]):checked)', '[data-blank]'],
			emptyNote: ['[data-day]', '[data-none]'],
		};
		const { doc } = await render({ groups });
		const rules = doc.querySelector('style')?.textContent ?? '';
		expect(rules).toContain(`${groups.anyChosen[0]} ${groups.anyChosen[1]}{display:none}`);
		expect(rules).toContain(
			`[data-type-filtered]:has([value="fixture-cardio"]:checked) [data-day]:not(:has([data-type="fixture-cardio"])) [data-none]{display:block}`,
		);
	});
});
