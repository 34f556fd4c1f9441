/**
 * Where each content collection lives under content/: the one place that names its folders and file patterns, and
 * the label staff see for it in /admin (a file of the settings folder is one form of the "Gym settings" group).
 * The site's loaders, the CMS, the content checks and the tests all read it. Plain data and one text helper, so the
 * content check (plain Node) can load it too.
 */
import { escapeRegExp } from '../text.ts';

export const contentDir = 'content';

export const contentLayout = {
	settings: { folder: 'settings', pattern: 'site.yaml', label: 'Gym settings' },
	words: { folder: 'settings', pattern: 'words.yaml', label: 'Shared words' },
	classNames: { folder: 'settings', pattern: 'class-names.yaml', label: 'Timetable class links' },
	pages: { folder: 'pages', pattern: '*.yaml', label: 'Page words' },
	team: { folder: 'team', pattern: '*.md', label: 'Team' },
	plans: { folder: 'plans', pattern: '*.yaml', label: 'Membership plans' },
	timetable: { folder: 'timetable', pattern: '*.yaml', label: 'Timetable' },
	affiliates: { folder: 'affiliates', pattern: '*.yaml', label: 'Affiliates' },
	classes: { folder: 'classes', pattern: '*.mdx', label: 'Class guides' },
	blog: { folder: 'blog', pattern: '*/index.mdx', label: 'Blog posts' },
	products: { folder: 'products', pattern: '*.yaml', label: 'Shop products' },
	gallery: { folder: 'gallery', pattern: '*/index.yaml', label: 'Photo albums' },
	stories: { folder: 'stories', pattern: '*.yaml', label: 'Member stories' },
} as const;

export type CollectionName = keyof typeof contentLayout;

// Object.keys types its result as string[]; the registry's keys are exactly the collection names.
export const collectionNames = Object.keys(contentLayout) as CollectionName[];

/** A collection's folder relative to the project: `content/blog`. */
export const folderOf = (name: CollectionName): string => `${contentDir}/${contentLayout[name].folder}`;

/** `glob()` loader options for a collection, relative to the project root. */
export const globOf = (name: CollectionName): { base: string; pattern: string } => ({
	base: `./${folderOf(name)}`,
	pattern: contentLayout[name].pattern,
});

/**
 * `glob()` options for a collection that leave out some of its files (paths from the project root); the others
 * load as usual.
 */
export function globWithout(name: CollectionName, files: readonly string[]): { base: string; pattern: string | string[] } {
	const { base, pattern } = globOf(name);
	const inFolder = `${folderOf(name)}/`;
	const left = files.filter((file) => file.startsWith(inFolder)).map((file) => `!${file.slice(inFolder.length)}`);
	return left.length > 0 ? { base, pattern: [pattern, ...left] } : { base, pattern };
}

/** One entry's file relative to the project: `entryPath('blog', 'x')` is `content/blog/x/index.mdx`. */
export const entryPath = (name: CollectionName, id = ''): string => `${folderOf(name)}/${contentLayout[name].pattern.replace('*', id)}`;

// A collection's file pattern as a regular expression whose one group is the id.
const idPattern = (name: CollectionName): string => {
	const [before = '', after = ''] = contentLayout[name].pattern.split('*');
	return contentLayout[name].pattern.includes('*') ? `${escapeRegExp(before)}([^/]+)${escapeRegExp(after)}` : `()${escapeRegExp(before)}`;
};
const matchers = collectionNames.map((name) => ({ name, regex: new RegExp(`^${escapeRegExp(folderOf(name))}/${idPattern(name)}$`) }));

/** Which collection entry a project-relative path is: `content/blog/x/index.mdx` is `{ collection: 'blog', id: 'x' }`. */
export function entryOf(path: string): { collection: CollectionName; id: string } | undefined {
	for (const { name, regex } of matchers) {
		const match = regex.exec(path);
		if (match) return { collection: name, id: match[1] ?? '' };
	}
	return undefined;
}

/** The id of the entry a path inside a collection's folder is: `idInFolder('classes', 'x.mdx')` is `'x'`; undefined for any other file. */
export function idInFolder(name: CollectionName, path: string): string | undefined {
	return new RegExp(`^${idPattern(name)}$`).exec(path)?.[1];
}

// Where the CMS keeps a collection's entries and how it writes them, from its pattern: "*.yaml" is a YAML file per
// entry, "*/index.mdx" a folder per entry, named after it, holding Markdown with frontmatter.
export function cmsLocation(name: CollectionName): { folder: string; path?: string; extension: string; format: 'yaml' | 'frontmatter' } {
	const { pattern } = contentLayout[name];
	const extension = pattern.slice(pattern.lastIndexOf('.') + 1);
	const nested = pattern.startsWith('*/') ? { path: `{{slug}}/${pattern.slice(2, pattern.lastIndexOf('.'))}` } : {};
	return { folder: folderOf(name), ...nested, extension, format: extension === 'yaml' ? 'yaml' : 'frontmatter' };
}

/** An entry of a collection that others link to, in words. */
const entryNouns: Partial<Record<CollectionName, string>> = { team: 'a team member', classes: 'a class guide' };

/**
 * `is not a team member; use a file name from content/team without .md: ann, bo`: the end of a message about a link
 * naming no entry of `to`, with the names it takes (`ids`). A collection linked to for the first time reads "an entry
 * of content/…" until it has its words above.
 */
export function notAnEntry(to: CollectionName, ids: readonly string[]): string {
	const { pattern } = contentLayout[to];
	const what = pattern.startsWith('*/') ? 'a folder name' : 'a file name';
	const without = pattern.startsWith('*.') ? ` without ${pattern.slice(1)}` : '';
	return `is not ${entryNouns[to] ?? `an entry of ${folderOf(to)}`}; use ${what} from ${folderOf(to)}${without}${ids.length > 0 ? `: ${ids.join(', ')}` : ''}`;
}
