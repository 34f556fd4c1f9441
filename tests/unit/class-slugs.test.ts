import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toClassNameEntries, toClassSlug, toSlugMap } from '@/lib/class-slugs';

describe('toClassNameEntries', () => {
	it('keys each entry by its timetable name', () => {
		expect(toClassNameEntries({ Hyrox: 'hyrox', 'Run Club S&C': 'run-club' })).toEqual({
			Hyrox: { name: 'Hyrox', class: 'hyrox' },
			'Run Club S&C': { name: 'Run Club S&C', class: 'run-club' },
		});
	});

	it('passes a missing slug on for the schema to report', () => {
		expect(toClassNameEntries(parse('Hyrox:\n'))).toEqual({ Hyrox: { name: 'Hyrox', class: null } });
	});

	it('gives no entries for an empty map', () => {
		expect(toClassNameEntries({})).toEqual({});
	});

	it.each([
		['an empty file', parse('')],
		['a list', parse('- Hyrox\n- ATHX\n')],
		['plain text', parse('Hyrox hyrox')],
	])('fails for %s, saying what the file should hold', (_, raw) => {
		expect(() => toClassNameEntries(raw)).toThrow(
			'content/settings/class-names.yaml: expected lines of the form "Class name: class-file-name"',
		);
	});
});

describe('toClassSlug', () => {
	const map = new Map([
		['Hyrox', 'hyrox'],
		['Run Club S&C', 'run-club'],
	]);

	it.each([
		['Hyrox', 'hyrox'],
		[' Hyrox ', 'hyrox'],
		['Run Club S&C', 'run-club'],
		['hyrox', undefined],
		['Strong & Conditioned', undefined],
		['', undefined],
	])('%j → %s', (name, slug) => {
		expect(toClassSlug(name, map)).toBe(slug);
	});
});

describe('toSlugMap', () => {
	const entries = [
		{ name: 'Run Club', slug: 'run-club' },
		{ name: 'Run Club S&C', slug: 'run-club' },
		{ name: ' ATHX ', slug: 'athx' },
	];

	it('maps every name, aliases included, to its guide', () => {
		expect([...toSlugMap(entries, ['run-club', 'athx', 'hyrox'])]).toEqual([
			['Run Club', 'run-club'],
			['Run Club S&C', 'run-club'],
			['ATHX', 'athx'],
		]);
	});

	it('fails when a name points at a guide that has no page', () => {
		expect(() => toSlugMap(entries, ['run-club'])).toThrow(
			'content/settings/class-names.yaml: " ATHX " points to "athx", but there is no class guide content/classes/athx.mdx with a page',
		);
	});
});
