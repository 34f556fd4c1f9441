import { describe, expect, it } from 'vitest';

import { findPlaceholders } from '@/build/launch/find-placeholders';

const found = (path: string, text: string) => findPlaceholders([{ path, text }]).map(({ line, placeholder }) => `${line} ${placeholder}`);

describe('findPlaceholders', () => {
	it.each([
		['a phrase in MDX text', 'content/classes/a.mdx', 'Sessions run at [intensity] intensity.', ['1 [intensity]']],
		['two on one line', 'content/classes/a.mdx', 'Help you [goals] for [audience].', ['1 [goals]', '1 [audience]']],
		['a Markdown file', 'content/team/a.md', 'Coaches [sport].', ['1 [sport]']],
		['a JSX attribute', 'content/classes/a.mdx', '<Card title="[card title]" />', ['1 [card title]']],
		['a line further down', 'content/classes/a.mdx', 'One.\n\nTwo [coach name].', ['3 [coach name]']],
	])('finds %s', (_, path, text, expected) => {
		expect(found(path, text)).toEqual(expected);
	});

	it.each([
		['a Markdown link', 'See the [facilities page](/facilities).'],
		['an image', '![A rack](./rack.jpg)'],
		['a reference link and its definition', 'Read the [guide][rules].\n\n[rules]: https://example.com'],
		['a footnote', 'Lifted 200 kg[^1].'],
		['a task box', '- [x] Book a class\n- [ ] Bring water'],
		['a single letter', 'Option [A] or [B].'],
		['numbers only', 'See table [12].'],
		['an escaped bracket', 'Type \\[not a placeholder\\] here.'],
		['inline code', 'Write `[heading]` in the file.'],
		['a code block', '```md\nSessions run at [intensity].\n```'],
		['an MDX expression', 'Focus: {["Running", "Technique"].join(", ")}'],
		['nested MDX braces', '<Carousel photos={[{ title: "[one]" }]} />'],
		['an MDX import', "import Card from '@/components/[name]/Card.astro';"],
		['an HTML comment', '<!-- [to do] -->'],
	])('ignores %s', (_, text) => {
		expect(found('content/classes/a.mdx', text)).toEqual([]);
	});

	it('keeps MDX braces as text in plain Markdown', () => {
		expect(found('content/team/a.md', 'Braces {like [these]} are text.')).toEqual(['1 [these]']);
	});

	it('reads frontmatter as YAML: string values count, flow lists do not', () => {
		const text = [
			'---',
			'heading: Sauna Social',
			'description: A [intensity] session for [audience].',
			'tags: [strength, conditioning]',
			"length: '[session length]'",
			'focus:',
			'  - "[focus area 1]"',
			'body: |',
			'  First line.',
			'  Led by [coach name].',
			'---',
			'',
			'Body text about [goals].',
		].join('\n');
		expect(found('content/classes/fixture-guide.mdx', text)).toEqual([
			'3 [intensity]',
			'3 [audience]',
			'5 [session length]',
			'7 [focus area 1]',
			'10 [coach name]',
			'13 [goals]',
		]);
	});

	it('reads YAML files the same way and ignores comments', () => {
		const text = '# Fill in [nothing] here\nstandIn: [url, email]\nintro: Welcome to [gym name].\n';
		expect(found('content/pages/a.yaml', text)).toEqual(['3 [gym name]']);
	});

	it('names the file of each placeholder and keeps the files in order', () => {
		const result = findPlaceholders([
			{ path: 'content/classes/b.mdx', text: '[one] and [two]' },
			{ path: 'content/classes/clean.mdx', text: 'Nothing to do.' },
			{ path: 'content/pages/c.yaml', text: 'heading: "[three]"' },
		]);
		expect(result).toEqual([
			{ path: 'content/classes/b.mdx', line: 1, placeholder: '[one]' },
			{ path: 'content/classes/b.mdx', line: 1, placeholder: '[two]' },
			{ path: 'content/pages/c.yaml', line: 1, placeholder: '[three]' },
		]);
	});

	it('handles Windows line endings', () => {
		expect(found('content/classes/a.mdx', '---\r\nheading: "[title]"\r\n---\r\n\r\nText [goals].')).toEqual(['2 [title]', '5 [goals]']);
	});
});
