import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// What a screen reader hears is a word staff own, so it comes from content/ like every other word: an aria-label,
// alt or title written as a literal in a component, island, layout or page would stay behind when staff reword the site.
const src = new URL('../../src/', import.meta.url);
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(astro|tsx)$/.test(name));
const literalLabel = /\b(aria-label|alt|title)="([^"{}]*[A-Za-z][^"{}]*)"/g;

describe('labels in src/', () => {
	it('names no aria-label, alt or title with words of its own', () => {
		const found = files.flatMap((file) =>
			[...readFileSync(new URL(file, src), 'utf8').matchAll(literalLabel)].map((match) => `${file}: ${match[0]}`),
		);
		expect(found).toEqual([]);
	});

	it('finds a literal label when there is one', () => {
		expect([...'<nav aria-label="Fixture links">'.matchAll(literalLabel)]).toHaveLength(1);
		expect([...'<nav aria-label={words.regions.footerLinks}>'.matchAll(literalLabel)]).toHaveLength(0);
	});
});
