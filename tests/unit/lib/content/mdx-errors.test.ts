import { describe, expect, it } from 'vitest';

import { describeMdxSyntaxError } from '@/lib/content/mdx-errors';

const components = ['FollowUs', 'OpeningHours'];

describe('describeMdxSyntaxError', () => {
	it.each([
		[
			'a less-than sign before a digit',
			'3:11: Unexpected character after `<`, expected a valid JSX tag (note: to create a link in MDX, use `[text](url)`) (mdx-jsx:unexpected-character)',
			{
				line: 3,
				column: 11,
				advice: 'write \\< to show a less-than sign (the components a post can use are <FollowUs /> and <OpeningHours />)',
			},
		],
		[
			'curly brackets',
			'1:10: Could not parse expression with oxc: Expected `,` or `)` but found `decimal` (mdx-jsx:unexpected-character)',
			{ line: 1, column: 10, advice: 'write \\{ and \\} to show curly brackets' },
		],
		[
			'an HTML tag',
			'1:3: Expected a closing tag for `<b>` (1:3) before the end of `paragraph` (mdx-jsx:unexpected-character)',
			{
				line: 1,
				column: 3,
				advice: 'write \\< to show a less-than sign (the components a post can use are <FollowUs /> and <OpeningHours />)',
			},
		],
		[
			'a component left open',
			'4:1: Expected a closing tag for `<FollowUs>` (4:1) (mdx-jsx:unexpected-character)',
			{ line: 4, column: 1, advice: 'close the component as <FollowUs />' },
		],
		[
			'an HTML comment',
			'1:1: Unexpected character `!` (U+0021) before name, expected a character that can start a name (mdx-jsx:unexpected-character)',
			{
				line: 1,
				column: 1,
				advice: 'write \\< to show a less-than sign; a note for other editors cannot be hidden in a post, so delete it',
			},
		],
		[
			'anything else, in the compiler’s words',
			'2:5: Something odd (x:y)',
			{ line: 2, column: 5, advice: 'check the text here: Something odd' },
		],
		['a message without a place', 'Something odd', { line: 1, column: 1, advice: 'check the text here: Something odd' }],
	])('%s', (_, message, expected) => {
		expect(describeMdxSyntaxError(message, components)).toEqual(expected);
	});

	it('leaves out the list of components when there are none', () => {
		expect(describeMdxSyntaxError('1:1: Unexpected character after `<`', []).advice).toBe('write \\< to show a less-than sign');
	});
});
