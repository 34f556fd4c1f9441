import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { toClassNameEntries, toSlugMap } from '@/lib/classes/class-slugs';

describe('toClassNameEntries', () => {
	it('keys each entry by its timetable name', () => {
		expect(toClassNameEntries({ Hydra: 'hydra', 'Row Club S&C': 'row-club' })).toEqual({
			Hydra: { name: 'Hydra', class: 'hydra' },
			'Row Club S&C': { name: 'Row Club S&C', class: 'row-club' },
		});
	});

	it('passes a missing slug on for the schema to report', () => {
		expect(toClassNameEntries(parse('Hydra:\n'))).toEqual({ Hydra: { name: 'Hydra', class: null } });
	});

	it('gives no entries for an empty map', () => {
		expect(toClassNameEntries({})).toEqual({});
	});

	it.each([
		['an empty file', parse('')],
		['a list', parse('- Hydra\n- ARCX\n')],
		['plain text', parse('Hydra hydra')],
	])('fails for %s, saying what the file should hold', (_, raw) => {
		expect(() => toClassNameEntries(raw)).toThrow(
			'content/settings/class-names.yaml: expected lines of the form "Class name: class-file-name"',
		);
	});
});

describe('toSlugMap', () => {
	const entries = [
		{ name: 'Row Club', slug: 'row-club' },
		{ name: 'Row Club S&C', slug: 'row-club' },
		{ name: ' ARCX ', slug: 'arcx' },
	];

	it('maps every name, aliases included, to its guide', () => {
		expect([...toSlugMap(entries, ['row-club', 'arcx', 'hydra'])]).toEqual([
			['Row Club', 'row-club'],
			['Row Club S&C', 'row-club'],
			['ARCX', 'arcx'],
		]);
	});

	it('fails when a name points at a guide that has no page', () => {
		expect(() => toSlugMap(entries, ['row-club'])).toThrow(
			'content/settings/class-names.yaml: " ARCX " points to "arcx", but there is no class guide content/classes/arcx.mdx with a page',
		);
	});
});
