import { z } from 'astro/zod';

import { collectionSchemas } from '../lib/content/collection-schemas.ts';
import {
	cmsLocation,
	type CollectionName,
	contentDir,
	contentLayout,
	entryOf,
	entryPath,
	folderOf,
} from '../lib/content/content-layout.ts';
import { adminPath } from '../lib/content/entry-paths.ts';
import { fieldsWithRole } from '../lib/content/field-roles.ts';
import { uploadPicture } from '../lib/picture-presets.ts';
import { type PageId, pageSchemas } from '../lib/schemas/pages/index.ts';
import { type CmsField, cmsImage, cmsReference, toCmsFields, toCmsMarkdown } from './fields.ts';
import { cmsBackend, type CmsOAuth } from './repository.ts';

/**
 * Each collection's schema as the CMS sees it (images and links to other entries marked), built for its form. The page
 * files have a schema each (cmsPageSchemas), and the class-name links are one key-value field.
 */
export const cmsSchemas = collectionSchemas(cmsImage, cmsReference);

/** Each page file's schema as the CMS sees it, keyed by file name (content/pages/<id>.yaml). */
export const cmsPageSchemas = pageSchemas(cmsImage);

export interface CmsOptions {
	/** GitHub "owner/name" of the site's repository. */
	repo: string;
	branch: string;
	siteUrl: string;
	/** The OAuth client for "Sign In with GitHub"; without one, staff sign in with a token only. */
	oauth?: CmsOAuth | undefined;
}

// A phone photo (JPEG, or HEIC where the browser can read it) is resized and re-encoded before it is committed; PNG,
// WebP, AVIF and SVG (logos, with transparency) are left as they are.
const photoUpload = {
	format: uploadPicture.format,
	quality: uploadPicture.quality,
	width: uploadPicture.longEdge,
	height: uploadPicture.longEdge,
};

/** The Markdown text under an entry's frontmatter; Astro accepts an empty one, so only pages that always show it require it. */
const bodyField = (hint: string, required: boolean): CmsField => ({ name: 'body', label: 'Text', widget: 'markdown', required, hint });

// Images sit beside the entry that uses them and are written as ./name.jpg, as Astro's image() expects.
const besideEntry = { media_folder: '', public_folder: './' };

/**
 * The field /admin names a new entry's file from, where the schema marks one (`namesFile`): a post's heading "Hyrox
 * Masterclass: March 2027" makes /blog/hyrox-masterclass-march-2027. Without one, the file is named from the summary.
 */
const fileNamedBy = (name: CollectionName) => {
	const field = fieldsWithRole('namesFile').find((marked) => marked.collection === name)?.field;
	return field ? { identifier_field: field } : {};
};

/** How /admin lists an entry: by the field its schema marks `listedAs: 'name'`, then any `detail` in brackets. */
const summaryOf = (name: CollectionName) => {
	const listed = fieldsWithRole('listedAs').filter((marked) => marked.collection === name);
	const entryName = listed.find(({ value }) => value === 'name')?.field;
	if (!entryName)
		throw new Error(`src/cms/config.ts: ${name}: mark the field /admin lists its entries by with withRole(…, { listedAs: 'name' })`);
	const detail = listed.find(({ value }) => value === 'detail')?.field;
	return { summary: detail ? `{{${entryName}}} ({{${detail}}})` : `{{${entryName}}}` };
};

/** A collection with a file or folder per entry, where src/lib/content/content-layout.ts says it lives. */
const folder = (name: CollectionName, description: string, fields: CmsField[], extra: Record<string, unknown> = {}) => ({
	name,
	label: contentLayout[name].label,
	description: toCmsMarkdown(description),
	...cmsLocation(name),
	create: true,
	delete: true,
	slug: '{{slug}}',
	...besideEntry,
	fields,
	...fileNamedBy(name),
	...extra,
	...summaryOf(name),
});

/** "home" → "Home page", "shop-fitness-gear" → "Shop fitness gear page". */
const pageLabel = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1).replaceAll('-', ' ')} page`;

/** The whole Sveltia CMS configuration (served as /admin/config.yml). */
export function buildCmsConfig({ repo, branch, siteUrl, oauth }: CmsOptions) {
	return {
		backend: cmsBackend({ repo, branch, oauth }),
		site_url: siteUrl,
		display_url: siteUrl,
		media_folder: `${contentDir}/uploads`,
		publish_mode: 'simple',
		// An optional field left empty is left out of the file, as the schemas expect: they reject '' and null.
		output: { omit_empty_optional_fields: true },
		media_libraries: {
			// Uploads keep their name in lower case with hyphens (IMG 0042.JPG → img-0042.jpg), as content/ names files.
			// A photo is sized in the browser before it is committed (uploadPicture), so a 12-megapixel phone photo lands at a
			// few hundred KB instead of growing the repository and every build by megabytes.
			all: { slugify_filename: true, transformations: { jpeg: photoUpload, heic: photoUpload } },
			// Stock-photo search would load pictures from Unsplash, Pexels, Pixabay and picsum.photos, which the policy blocks.
			stock_assets: false,
		},
		slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
		collections: cmsCollections(),
	};
}

const fields = (schema: z.ZodType) => toCmsFields(schema);

/**
 * The editor's form for each collection content-layout.ts lists (the `satisfies` fails the type check when one has
 * none), in the order /admin shows them: a collection of entries, a file of the "Gym settings" group, or the
 * page files.
 */
const forms = () =>
	({
		blog: folder(
			'blog',
			'Monthly posts at /blog/<folder name>. Photos go in the post’s own folder.',
			[...fields(cmsSchemas.blog()), bodyField('The post itself, in Markdown', true)],
			{ sortable_fields: ['published', 'heading'] },
		),
		classes: folder('classes', 'Class pages at /classes/<file name>; also listed on /blog.', [
			...fields(cmsSchemas.classes()),
			bodyField('The Overview card, in Markdown', true),
		]),
		timetable: folder('timetable', 'One file per weekday: that day’s class slots.', fields(cmsSchemas.timetable()), {
			create: false,
			delete: false,
		}),
		plans: folder('plans', 'Plans and prices on /membership.', fields(cmsSchemas.plans())),
		team: folder('team', 'One file per person on /about-us; the photo sits beside it.', [
			...fields(cmsSchemas.team()),
			bodyField('Short biography; leave empty for none', false),
		]),
		products: folder('products', 'One file per product on the shop pages, named after its id.', fields(cmsSchemas.products())),
		gallery: folder(
			'gallery',
			'One folder per album at /gallery/<folder name>; photos are numbered files beside index.yaml.',
			fields(cmsSchemas.gallery()),
		),
		affiliates: folder('affiliates', 'Partner logos in the home page row.', fields(cmsSchemas.affiliates())),
		stories: folder('stories', "Real members' own words, with their agreement, on the home page.", fields(cmsSchemas.stories())),
		settings: {
			settingsFile: {
				name: 'site',
				label: contentLayout.settings.label,
				file: entryPath('settings'),
				fields: fields(cmsSchemas.settings()),
			},
		},
		words: {
			settingsFile: { name: 'words', label: contentLayout.words.label, file: entryPath('words'), fields: fields(cmsSchemas.words()) },
		},
		classNames: {
			settingsFile: {
				name: 'class-names',
				label: contentLayout.classNames.label,
				file: entryPath('classNames'),
				fields: [
					{
						name: 'links',
						label: 'Timetable class name → class guide file name',
						widget: 'keyvalue',
						root: true,
						key_label: 'Class name as the timetable prints it',
						value_label: `Class guide file name (${folderOf('classes')}, without .mdx)`,
						hint: 'A class missing here is printed on the timetable without a link',
					},
				],
			},
		},
		pages: {
			name: 'pages',
			label: contentLayout.pages.label,
			description: 'Headings, introductions and sections of each page.',
			...besideEntry,
			files: (Object.keys(cmsPageSchemas) as PageId[]).sort().map((id) => ({
				name: id,
				label: pageLabel(id),
				file: entryPath('pages', id),
				fields: fields(cmsPageSchemas[id]),
			})),
		},
	}) satisfies Record<CollectionName, object>;

/** The editor's collections: one form per kind of content, from the schemas; the settings files as one group. */
function cmsCollections() {
	const { pages, ...others } = forms();
	const all = Object.values(others);
	const settings = {
		name: 'settings',
		label: contentLayout.settings.label,
		description: `Name, address, opening hours, links, and the words many pages share. Words in {braces} are filled in by the site: keep them. Before launch, the [launch list](${adminPath}/launch) shows what is still made up.`,
		...besideEntry,
		files: all.flatMap((form) => ('settingsFile' in form ? [form.settingsFile] : [])),
	};
	return [...all.flatMap((form) => ('settingsFile' in form ? [] : [form])), settings, pages];
}

/**
 * The editor's form for a content file: "Team → Anna Smith" (the collection's label, then the entry's `entry` label or
 * the file's form label) and its address in /admin. Undefined for a file no form edits.
 */
export function cmsFormOf(path: string, entry?: string): { label: string; href: string } | undefined {
	for (const collection of cmsCollections()) {
		if ('files' in collection) {
			const file = collection.files.find((f) => f.file === path);
			if (file)
				return { label: `${collection.label} → ${file.label}`, href: `${adminPath}#/collections/${collection.name}/entries/${file.name}` };
		} else if (path.startsWith(`${collection.folder}/`)) {
			const id = entryOf(path)?.id;
			if (id) return { label: `${collection.label} → ${entry ?? id}`, href: `${adminPath}#/collections/${collection.name}/entries/${id}` };
		}
	}
	return undefined;
}
