import { describe, expect, it } from 'vitest';

import { filterCss } from '@/lib/lists/filter-css';

describe('filterCss', () => {
	it('hides the items of the other keys while a chip is checked', () => {
		const css = filterCss(['hydra', 'row-club'], { chosen: (k) => `[data-list]:has([value=${k}]:checked)`, attribute: 'data-type' });
		expect(css).toBe(
			'[data-list]:has([value="hydra"]:checked) [data-type]:not([data-type="hydra"]){display:none}' +
				'[data-list]:has([value="row-club"]:checked) [data-type]:not([data-type="row-club"]){display:none}',
		);
	});

	it('hides what any choice hides, and shows a group’s note when it holds none of the chosen key', () => {
		const css = filterCss(['hydra'], {
			chosen: (k) => `[data-filter=${k}]`,
			attribute: 'data-class',
			anyChosen: ['[data-filter]', '[data-slot="blank"]'],
			emptyNote: ['[data-weekday]', '[data-no-match]'],
		});
		expect(css).toBe(
			'[data-filter] [data-slot="blank"]{display:none}' +
				'[data-filter="hydra"] [data-class]:not([data-class="hydra"]){display:none}' +
				'[data-filter="hydra"] [data-weekday]:not(:has([data-class="hydra"])) [data-no-match]{display:block}',
		);
	});

	it('writes nothing for no keys and no rule for every choice', () => {
		expect(filterCss([], { chosen: (k) => `[x=${k}]`, attribute: 'data-type' })).toBe('');
	});

	it('quotes each key, so no key can break out of its rule', () => {
		expect(filterCss(['a"]{x}'], { chosen: (k) => `[data-filter=${k}]`, attribute: 'data-class' })).toContain('[data-filter="a\\"]{x}"]');
	});
});
