import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { classGuideSchema } from '@/lib/schemas/classes';
import { classNames } from '../support/content';
import { imageStub } from './support/image-stub';

// The editors' class guides, read as the build reads them, with the rules the build also enforces. Which guides exist
// and what they say are launch facts (tests/launch-facts), which the gym may change.
const folder = new URL('../../content/classes/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.mdx'));
const guides = files.map((name) => {
	const text = readFileSync(new URL(name, folder), 'utf8');
	const [, yaml = ''] = /^---\n([\s\S]*?)\n---\n/.exec(text) ?? [];
	return { slug: name.replace(/\.mdx$/, ''), data: classGuideSchema(imageStub).parse(parse(yaml)) };
});

describe('content/classes', () => {
	it('names every file as its address, so no two guides can share a slug', () => {
		for (const name of files) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/);
	});

	it('gives every timetable class name a guide with a page', () => {
		for (const [name, slug] of Object.entries(classNames)) expect(guides.find((g) => g.slug === slug)?.data.hasPage, name).toBe(true);
	});
});
