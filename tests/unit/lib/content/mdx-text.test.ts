import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { findBodySyntaxErrors } from '@/build/content-check/mdx-bodies';
import { escapeMdxText, mdxComponentNames } from '@/lib/content/mdx-text';

const escape = (text: string) => escapeMdxText(text, mdxComponentNames);
const sample = '5 sets at <80% of your 1RM, rest 2-3 min {tempo 3-1-1}, and keep RPE<8.';

describe('escapeMdxText', () => {
	it.each([
		['the coach’s sample', sample, '5 sets at \\<80% of your 1RM, rest 2-3 min \\{tempo 3-1-1\\}, and keep RPE\\<8.'],
		['what looks like an HTML tag', 'Bring <b>chalk</b>', 'Bring \\<b>chalk\\</b>'],
		['an HTML comment', 'a <!-- b -->', 'a \\<!-- b -->'],
		['a character reference stays as typed', 'R&amp;D &#169; & more', 'R\\&amp;D \\&#169; & more'],
		['the site’s components stay components', '<FollowUs />\n\n<OpeningHours/>', '<FollowUs />\n\n<OpeningHours/>'],
		['a name that only starts like a component', '<FollowUsNow />', '\\<FollowUsNow />'],
		['an autolink becomes a link', 'See <https://example.com/a_b>', 'See [https://example.com/a\\_b](https://example.com/a_b)'],
		['an e-mail autolink becomes a mailto link', 'Write to <info@gym.example>', 'Write to [info@gym.example](mailto:info@gym.example)'],
		['what is already escaped stays as it is', 'a \\<b \\{c\\} \\*d\\*', 'a \\<b \\{c\\} \\*d\\*'],
		['code spans are left alone', 'Type `a<b {c}` then <d', 'Type `a<b {c}` then \\<d'],
		['an unclosed backtick is text', 'a ` <b', 'a ` \\<b'],
		['fenced code is left alone', '```\n<a> {b}\n```\n<c>', '```\n<a> {b}\n```\n\\<c>'],
		[
			'lines typed after a line break stay lines, their leading marks text',
			'Warm up\n# not a heading\n- not a list\n1. not a list\n> not a quote\n---\nend',
			'Warm up\\\n\\# not a heading\\\n\\- not a list\\\n1\\. not a list\\\n\\> not a quote\\\n\\---\\\nend',
		],
		['blocks apart keep their meaning', '# Heading\n\n- a\n- b\n\nText', '# Heading\n\n- a\n- b\n\nText'],
		[
			'Markdown, links, emoji and headings pass through',
			'# Heading\n- item [link](/x) 💪 **bold**',
			'# Heading\n- item [link](/x) 💪 **bold**',
		],
	])('%s', (_, text, expected) => {
		expect(escape(text)).toBe(expected);
	});

	it('changes nothing the second time', () => {
		const text = `${sample}\n# x\n1. y\n\n<FollowUs />\n<https://x.example> R&amp;D`;
		expect(escape(escape(text))).toBe(escape(text));
	});

	it('escapes every tag when the site has no components', () => {
		expect(escapeMdxText('<FollowUs />', [])).toBe('\\<FollowUs />');
	});

	it('always gives MDX the build compiles', async () => {
		const text = [
			sample,
			'Bring <b>chalk</b> & R&amp;D',
			'<!-- note -->\n# a\n- b',
			'See <https://example.com> or <info@gym.example> 💪',
			'<FollowUs />',
		].join('\n\n');
		expect(await findBodySyntaxErrors([{ path: 'content/classes/x.mdx', text: escape(text) }])).toEqual([]);
	});

	it('runs on its own source, as /admin runs it', () => {
		const copy = runInNewContext(`(${escapeMdxText.toString()})`) as typeof escapeMdxText;
		expect(copy(sample, mdxComponentNames)).toBe(escape(sample));
	});
});
