import { describe, expect, it } from 'vitest';
import { trimEdgeLines } from '@/components/ui/html-whitespace';

describe('trimEdgeLines', () => {
	it.each([
		['\n\t\t\tGet directions\n\t\t', 'Get directions'],
		['\n\t\t\t\tBuy Now<span class="sr-only">: Hoodie</span>\n\t\t\t', 'Buy Now<span class="sr-only">: Hoodie</span>'],
		['<svg aria-hidden="true"><rect/></svg>Instagram', '<svg aria-hidden="true"><rect/></svg>Instagram'],
		['Book a <strong>free</strong>\ntaster', 'Book a <strong>free</strong>\ntaster'],
		['  SIGN UP  ', '  SIGN UP  '],
		['\n', ''],
		['', ''],
	])('%j becomes %j', (html, expected) => {
		expect(trimEdgeLines(html)).toBe(expected);
	});
});
