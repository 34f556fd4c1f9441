import { describe, expect, it } from 'vitest';

import { bodyOf, frontmatterOf, yamlOf } from '@/lib/content/frontmatter';

describe('frontmatter', () => {
	it('reads the YAML between the opening and closing lines, and the body after them', () => {
		const text = '---\ntitle: Fixture\n---\n# Body\n';
		expect(frontmatterOf(text)).toBe('title: Fixture');
		expect(bodyOf(text)).toBe('# Body\n');
	});

	it('reads files saved with Windows line ends', () => {
		const text = '---\r\ntitle: Fixture\r\n---\r\nBody';
		expect(frontmatterOf(text)).toBe('title: Fixture');
		expect(bodyOf(text)).toBe('Body');
	});

	it('finds none unless the block opens the file, and then the body is the whole text', () => {
		const text = 'Intro\n---\ntitle: Fixture\n---\n';
		expect(frontmatterOf(text)).toBe('');
		expect(bodyOf(text)).toBe(text);
	});

	it('takes the whole file as YAML for .yaml and .yml, and the frontmatter for Markdown and MDX', () => {
		expect(yamlOf({ path: 'content/plans/a.yaml', text: 'name: A' })).toBe('name: A');
		expect(yamlOf({ path: 'content/plans/a.YML', text: 'name: A' })).toBe('name: A');
		expect(yamlOf({ path: 'content/classes/a.mdx', text: '---\nname: A\n---\nBody' })).toBe('name: A');
	});
});
