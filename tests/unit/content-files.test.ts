import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { toClassNameEntries } from '@/lib/class-slugs';
import { describeIssues } from '../support/content-errors';
import { describePlanPrice, sortPlans } from '@/lib/plans';
import { classNameSchema } from '@/lib/schemas/class-names';
import { pageSchemas } from '@/lib/schemas/pages';
import { planSchema } from '@/lib/schemas/plans';
import { settingsSchema } from '@/lib/schemas/settings';
import { teamSchema } from '@/lib/schemas/team';
import { groupTeam } from '@/lib/team';
import { imageStub } from './support/image-stub';

// The editors' files checked against their schemas without a build, so a bad entry is caught in a second.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const list = (folder: string, ext: string) =>
	readdirSync(new URL(folder, root))
		.filter((name) => name.endsWith(ext))
		.sort()
		.map((name) => `${folder}${name}`);
const frontmatter = (text: string): unknown => parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '');

/** Parses a file's data, failing the test with the same lines a build would explain. */
function load<S extends z.ZodType>(schema: S, path: string, data: unknown): z.output<S> {
	const result = schema.safeParse(data);
	if (!result.success) throw new Error(describeIssues(path, result.error).join('\n'));
	return result.data;
}

describe('content/settings', () => {
	it('site.yaml is valid', () => {
		expect(load(settingsSchema(imageStub), 'content/settings/site.yaml', parse(read('content/settings/site.yaml'))).name).not.toBe('');
	});

	it('class-names.yaml is valid', () => {
		const schema = classNameSchema(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));
		const raw = parse(read('content/settings/class-names.yaml')) as Record<string, unknown>;
		const entries = Object.values(toClassNameEntries(raw));
		expect(entries.map((entry) => load(schema, 'content/settings/class-names.yaml', entry))).toHaveLength(Object.keys(raw).length);
	});
});

describe('content/team', () => {
	const members = list('content/team/', '.md').map((path) => ({ path, data: load(teamSchema(imageStub), path, frontmatter(read(path))) }));

	it('puts every member under one of the two headings', () => {
		const { coOwners, staff } = groupTeam(members);
		expect(coOwners.length + staff.length).toBe(members.length);
	});

	it('has a bio under each entry', () => {
		for (const { path } of members)
			expect(
				read(path)
					.replace(/^---[\s\S]*?\n---/, '')
					.trim(),
				path,
			).not.toBe('');
	});
});

describe('content/plans', () => {
	const plans = sortPlans(list('content/plans/', '.yaml').map((path) => ({ data: load(planSchema, path, parse(read(path))) })));

	it('gives every plan a price line', () => {
		for (const { data } of plans) expect(describePlanPrice(data).price, data.title).toMatch(/^[£$€]\d+(\.\d\d)?$/);
	});
});

describe('content/pages', () => {
	it.each(['home', 'about-us', 'membership', 'timetable', 'facilities', 'not-found'] as const)('%s.yaml is valid', (page) => {
		const path = `content/pages/${page}.yaml`;
		expect(load(pageSchemas(imageStub)[page], path, parse(read(path))).title).not.toBe('');
	});
});
