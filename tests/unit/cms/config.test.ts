import { readFileSync } from 'node:fs';

import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { buildCmsConfig, cmsFormOf, cmsPageSchemas, cmsSchemas } from '@/cms/config';
import { type CmsField, cmsImage, cmsReference, toCmsField, toCmsFields, toLabel } from '@/cms/fields';
import { bundleRewrites, rewriteSveltiaBundle } from '@/cms/sveltia-bundle';
import { type CollectionName, contentLayout, entryPath } from '@/lib/content/content-layout';
import { adminPath } from '@/lib/content/entry-paths';
import { picturePresets, sharePicture, uploadPicture } from '@/lib/picture-presets';

// The collections with a form of their own: the page files have a schema each, the class-name links one field.
const formSchemas = Object.entries(cmsSchemas)
	.filter(([name]) => name !== 'pages' && name !== 'classNames')
	.map(([name, schema]) => [name, schema()] as const);
const config = buildCmsConfig({ repo: 'gym/site', branch: 'main', siteUrl: 'https://gym.example' });
type Collection = (typeof config.collections)[number];
const collection = (name: string) => config.collections.find((c) => c.name === name) as Collection & Record<string, unknown>;
const field = (fields: CmsField[] | undefined, path: string): CmsField | undefined => {
	const [head, ...rest] = path.split('.');
	const found = fields?.find((f) => f.name === head);
	return rest.length ? field(found?.fields ?? found?.field?.fields, rest.join('.')) : found;
};
/** The schema inside optional/default/nullable wrappers and pipes, as the CMS edits it. */
const unwrapped = (schema: z.core.$ZodType): z.core.$ZodType => {
	if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
		return unwrapped(schema.unwrap());
	// A transformed schema is edited as its input; a preprocessed one as its output.
	if (schema instanceof z.ZodPipe) return unwrapped(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
	return schema;
};
const shapeOf = (schema: z.core.$ZodType): Record<string, z.core.$ZodType> => {
	const inner = unwrapped(schema);
	return inner instanceof z.ZodObject ? Object.fromEntries(Object.entries<z.core.$ZodType>(inner.shape)) : {};
};
const elementOf = (schema: z.core.$ZodType) => {
	const inner = unwrapped(schema);
	return inner instanceof z.ZodArray ? inner.element : undefined;
};
const fieldsOf = (name: string) => ('fields' in collection(name) ? (collection(name) as { fields: CmsField[] }).fields : []);

describe('CMS fields from the schemas', () => {
	it.each([
		[
			'a time',
			z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour time as HH:MM'),
			{ widget: 'string', pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'Use 24-hour time as HH:MM'] },
		],
		['a price', z.number().nonnegative(), { widget: 'number', value_type: 'float', min: 0 }],
		['an order', z.number().int().default(100), { widget: 'number', value_type: 'int', default: 100, required: false }],
		['a role', z.enum(['co-owner', 'staff']), { widget: 'select', options: ['co-owner', 'staff'] }],
		['a date', z.coerce.date(), { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' }],
		['a flag', z.boolean().default(false), { widget: 'boolean', default: false }],
		['a web address', z.url(), { widget: 'string', pattern: ['^https://', 'Use a full web address starting with https://'] }],
		['an image', cmsImage(), { widget: 'image' }],
		['a team member', z.array(cmsReference('team')), { widget: 'relation', collection: 'team', multiple: true, display_fields: ['name'] }],
		['a class guide', cmsReference('classes'), { widget: 'relation', collection: 'classes', display_fields: ['classTitle'] }],
		['a list of text', z.array(z.string()), { widget: 'list', field: expect.objectContaining({ widget: 'string' }) as unknown }],
	])('%s', (_, schema, expected) => {
		expect(toCmsField('x', schema)).toMatchObject(expected);
	});

	it('refuses a link to a collection whose choices it cannot name', () => {
		expect(() => toCmsField('partner', cmsReference('plans'))).toThrow(/partner: say in relationLabels which field names a plans entry/);
	});

	it('carries .describe() over as the hint and names fields in plain English', () => {
		expect(toCmsField('whyItWorks', z.string().describe('The Why It Works card'))).toMatchObject({
			label: 'Why it works',
			hint: 'The Why It Works card',
		});
		expect(toLabel('imageAlt')).toBe('Image description (alt text)');
	});

	// The config is generated from the schemas, so this only guards the generator: every key of every
	// schema, at every depth, has a CMS field of the same name, and the CMS has no field the schema lacks.
	it.each([...formSchemas, ...Object.entries(cmsPageSchemas)])('%s: one CMS field per schema field, at every depth', (_, schema) => {
		const keys = (s: z.core.$ZodType): unknown => {
			const inner = unwrapped(s);
			// A discriminated union (a class guide, with a page or without) is one form of every option's keys.
			if (inner instanceof z.ZodDiscriminatedUnion) return Object.assign({}, ...inner.options.map(keys));
			if (inner instanceof z.ZodObject) return Object.fromEntries(Object.entries(shapeOf(inner)).map(([k, v]) => [k, keys(v)]));
			if (inner instanceof z.ZodArray) return keys(inner.element);
			return null;
		};
		const cmsKeys = (fields: CmsField[]): unknown =>
			Object.fromEntries(fields.map((f) => [f.name, f.fields ? cmsKeys(f.fields) : f.field?.fields ? cmsKeys(f.field.fields) : null]));
		expect(cmsKeys(toCmsFields(schema))).toEqual(keys(schema));
	});

	// What the CMS writes must pass the schema: a field the form requires is one the schema cannot do without, an
	// optional one is left out when empty (output.omit_empty_optional_fields), and a switch that is off writes false.
	it.each([...formSchemas, ...Object.entries(cmsPageSchemas)])(
		'%s: required in the form exactly when the schema needs it, and every switch accepts false',
		(_, schema) => {
			const mismatches: string[] = [];
			const walk = (objectSchema: z.core.$ZodType, fields: CmsField[], path: string) => {
				const shape = shapeOf(objectSchema);
				for (const cmsField of fields) {
					const fieldSchema = shape[cmsField.name];
					const at = `${path}${cmsField.name}`;
					if (!fieldSchema) continue;
					const optional = z.safeParse(fieldSchema, undefined).success;
					if ((cmsField.required ?? true) === optional)
						mismatches.push(`${at}: required ${String(cmsField.required)}, schema optional ${String(optional)}`);
					if (cmsField.widget === 'boolean' && !z.safeParse(fieldSchema, false).success) mismatches.push(`${at}: rejects false`);
					const element = elementOf(fieldSchema);
					if (cmsField.fields) walk(element ?? fieldSchema, cmsField.fields, `${at}.`);
				}
			};
			walk(schema, toCmsFields(schema), '');
			expect(mismatches).toEqual([]);
		},
	);

	it('writes placeholders in hints as text, not as markup Sveltia would remove', () => {
		expect(toCmsField('x', z.string().describe('Looked for as <prefix><n>'))).toMatchObject({
			hint: 'Looked for as &lt;prefix&gt;&lt;n&gt;',
		});
		expect(collection('blog')['description']).toContain('/blog/&lt;folder name&gt;');
	});
});

describe('the CMS configuration', () => {
	it.each(Object.keys(contentLayout) as CollectionName[])('%s: a form in /admin edits its files', (name) => {
		// A file of each collection: a page file by one of the page ids, any other by a made-up entry name.
		const id = name === 'pages' ? Object.keys(cmsPageSchemas)[0] : 'an-entry';
		expect(cmsFormOf(entryPath(name, id))).toBeDefined();
	});

	it('signs in with a token to the repository, committing to the branch', () => {
		expect(config.backend).toMatchObject({ name: 'github', repo: 'gym/site', branch: 'main', auth_methods: ['token'] });
		expect(config.backend).not.toHaveProperty('base_url');
	});

	it('offers Sign In with GitHub first, the token second, once an OAuth client is set', () => {
		const withOAuth = buildCmsConfig({
			repo: 'gym/site',
			branch: 'main',
			siteUrl: 'https://gym.example',
			oauth: { base_url: 'https://auth.gym.example', auth_endpoint: 'oauth/authorize' },
		});
		expect(withOAuth.backend).toMatchObject({
			auth_methods: ['oauth', 'token'],
			base_url: 'https://auth.gym.example',
			auth_endpoint: 'oauth/authorize',
		});
	});

	it('sizes phone photos (JPEG, HEIC) in the browser to a long edge that covers every slot, leaving other formats alone', () => {
		const { transformations } = config.media_libraries.all;
		const widest = Math.max(...Object.values(picturePresets).flatMap((preset) => preset.widths), sharePicture.width);
		expect(Object.keys(transformations).sort()).toEqual(['heic', 'jpeg']);
		for (const options of Object.values(transformations)) {
			expect(options).toEqual({
				format: uploadPicture.format,
				quality: uploadPicture.quality,
				width: uploadPicture.longEdge,
				height: uploadPicture.longEdge,
			});
		}
		expect(uploadPicture.longEdge).toBeGreaterThanOrEqual(widest);
	});

	it('keeps a blog post and its images in the post’s own folder, with the body as Markdown', () => {
		expect(collection('blog')).toMatchObject({
			folder: 'content/blog',
			path: '{{slug}}/index',
			extension: 'mdx',
			media_folder: '',
			public_folder: './',
		});
		expect(field(fieldsOf('blog'), 'body')).toMatchObject({ widget: 'markdown' });
		expect(field(fieldsOf('blog'), 'published')).toMatchObject({ widget: 'datetime', time_format: false });
		expect(field(fieldsOf('blog'), 'draft')).toMatchObject({ widget: 'boolean' });
	});

	it.each([
		['timetable', 'slots.start', { widget: 'string', pattern: expect.arrayContaining([expect.stringContaining('[0-5]')]) as unknown }],
		['plans', 'price', { widget: 'number' }],
		['team', 'role', { widget: 'select', options: ['co-owner', 'staff'] }],
		['classes', 'published', { widget: 'datetime' }],
		['classes', 'body', { widget: 'markdown' }],
	])('%s.%s', (name, path, expected) => {
		expect(field(fieldsOf(name), path)).toMatchObject(expected);
	});
});

describe('rewriteSveltiaBundle', () => {
	const bundle = readFileSync(new URL('../../../node_modules/@sveltia/cms/dist/sveltia-cms.js', import.meta.url), 'utf8');

	it('leaves nothing on the sign-in path pointing at a CDN: update check, status, languages, fonts', () => {
		const out = rewriteSveltiaBundle(bundle, 'test');
		expect(out).not.toContain('cdn.jsdelivr.net');
		expect(out).not.toContain('https://unpkg.com/@sveltia/cms');
		expect(out).not.toContain('githubstatus.com/api');
		expect(out).toContain(`${adminPath}/fonts/material-symbols-outlined.woff2`);
	});

	it('fails, naming the rule, when a new Sveltia version moves things', () => {
		expect(() => rewriteSveltiaBundle('nothing to see', '9.9.9')).toThrow(
			`@sveltia/cms 9.9.9: expected 1 match(es) for "${bundleRewrites[0]?.what ?? ''}"`,
		);
	});
});
