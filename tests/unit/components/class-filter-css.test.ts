import { describe, expect, it } from 'vitest';
import { classFilterCss } from '@/components/timetable/class-filter-css';

describe('classFilterCss', () => {
	it('hides the other classes and the blank rows, and shows the no-match line on a day without the class', () => {
		const css = classFilterCss(['hydra', 'row-club']);
		expect(css).toContain('[data-filter] [data-slot="blank"]{display:none}');
		expect(css).toContain('[data-filter="hydra"] [data-class]:not([data-class="hydra"]){display:none}');
		expect(css).toContain('[data-filter="row-club"] [data-weekday]:not(:has([data-class="row-club"])) [data-no-match]{display:block}');
	});

	it('quotes each key, so no key can break out of its rule', () => {
		expect(classFilterCss(['a"]{x}'])).toContain('[data-filter="a\\"]{x}"]');
	});
});
