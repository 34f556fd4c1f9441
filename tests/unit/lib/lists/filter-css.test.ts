import { describe, expect, it } from 'vitest';

import { cssString, filterCss } from '@/lib/lists/filter-css';

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

	it('quotes each key, so no key can break out of its rule or its style element', () => {
		const css = filterCss(['a"]{x}</style>'], { chosen: (k) => `[data-filter=${k}]`, attribute: 'data-class' });
		expect(css).toContain('[data-filter="a\\22 ]{x}\\3c /style>"]');
		expect(css).not.toContain('<');
	});

	it('writes a plain key as it is, in quotes', () => {
		expect(cssString('run-club')).toBe('"run-club"');
	});

	it('escapes backslashes and line breaks by their code point', () => {
		expect(cssString('a\\b\nc')).toBe('"a\\5c b\\a c"');
	});
});
