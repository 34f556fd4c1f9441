import { isMap, isScalar, isSeq, parse, parseDocument } from 'yaml';
import { entryOf, entryPath, folderOf, type CollectionName } from '../lib/content-layout.ts';
import type { SourceFile } from './content-files.ts';
import { findPlaceholders } from './find-placeholders.ts';
import { findStandIns } from './stand-ins.ts';

// The content checks of `npm run content:check` and of every build (the content-audit integration). Each takes the
// content files as { path, text } with paths like "content/blog/x/index.mdx", and returns one line per finding
// that names the file and, where there is one, the field.

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The YAML of a content file: the whole file for .yaml, the frontmatter for Markdown. */
export function yamlOf({ path, text }: SourceFile): string {
	return /\.ya?ml$/i.test(path) ? text : (frontmatterPattern.exec(text)?.[1] ?? '');
}

const dataOf = (file: SourceFile): unknown => {
	try {
		return parse(yamlOf(file));
	} catch {
		// Broken YAML is an error for the schema check to report; the audits skip it.
		return undefined;
	}
};

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Search results show about 155 characters of a description (src/lib/text.ts). */
export const metaDescriptionLength = 155;

/** Collections whose top-level `description` becomes a page's meta description. */
const pageDescriptions = new Set<CollectionName>(['posts', 'classes', 'pages', 'albums', 'settings']);

const collectionOf = (file: SourceFile) => entryOf(file.path)?.collection;

/** Descriptions longer than search results show. */
export function findLongDescriptions(files: SourceFile[], max = metaDescriptionLength): string[] {
	return files.flatMap((file) => {
		const collection = collectionOf(file);
		if (!collection || !pageDescriptions.has(collection)) return [];
		const data = dataOf(file);
		const description = isRecord(data) ? data['description'] : undefined;
		if (typeof description !== 'string') return [];
		const length = Array.from(description.replace(/\s+/g, ' ').trim()).length;
		return length > max
			? [`${file.path}: description: ${length} characters; search results cut it at ${max}, so shorten it or put the point first`]
			: [];
	});
}

/**
 * Images in Markdown bodies with no alt text: ![](photo.jpg) or <img alt="">. Frontmatter alt fields are
 * required by the schemas, so an empty one is already an error.
 */
export function findEmptyAltText(files: SourceFile[]): string[] {
	return files.flatMap(({ path, text }) => {
		if (!/\.mdx?$/i.test(path)) return [];
		const found: string[] = [];
		const lines = text.split('\n');
		for (const [index, line] of lines.entries()) {
			for (const match of line.matchAll(/!\[\s*\]\(([^)\s]+)[^)]*\)|<img\b[^>]*\balt=(?:""|''|\{\s*(?:""|'')\s*\})[^>]*>/g)) {
				found.push(`${path}:${index + 1}: ${match[1] ?? 'an <img>'} has empty alt text; describe what it shows for screen readers`);
			}
		}
		return found;
	});
}

/**
 * Posts that are not drafts but are dated after `today` (YYYY-MM-DD in London): they go live with the first
 * build on their date.
 */
export function findScheduledPosts(files: SourceFile[], today: string): string[] {
	return files.flatMap((file) => {
		if (collectionOf(file) !== 'posts') return [];
		const data = dataOf(file);
		if (!isRecord(data) || data['draft'] === true) return [];
		const published = data['published'];
		const day = published instanceof Date ? published.toISOString().slice(0, 10) : typeof published === 'string' ? published : undefined;
		return day !== undefined && day > today
			? [`${file.path}: published: ${day} is after today (${today}); the post stays off the live site until the first build on that day`]
			: [];
	});
}

/**
 * Timetable class names that link to no class page: missing from content/settings/class-names.yaml, or
 * pointing at a guide that is missing, a draft or has no page.
 */
export function findUnlinkedTimetableClasses(files: SourceFile[]): string[] {
	const namesPath = entryPath('classNames');
	const namesFile = files.find((file) => file.path === namesPath);
	const names = namesFile ? dataOf(namesFile) : undefined;
	const links = new Map(Object.entries(isRecord(names) ? names : {}).map(([name, slug]) => [name.trim(), String(slug)]));
	const pages = new Set(
		files.flatMap((file) => {
			const entry = entryOf(file.path);
			const data = entry?.collection === 'classes' ? dataOf(file) : undefined;
			return entry && isRecord(data) && data['hasPage'] !== false && data['draft'] !== true ? [entry.id] : [];
		}),
	);
	const found: string[] = [];
	for (const file of files.filter((f) => collectionOf(f) === 'timetable')) {
		const data = dataOf(file);
		const slots = isRecord(data) && Array.isArray(data['slots']) ? data['slots'] : [];
		for (const [index, slot] of slots.entries()) {
			const name = isRecord(slot) && typeof slot['class'] === 'string' ? slot['class'].trim() : '';
			if (!name) continue;
			const slug = links.get(name);
			if (slug === undefined) {
				found.push(`${file.path}: slots.${index}.class: "${name}" has no class page; add "${name}: <class file>" to ${namesPath}`);
			} else if (!pages.has(slug)) {
				found.push(
					`${file.path}: slots.${index}.class: "${name}" links to ${entryPath('classes', slug)}, which is missing, a draft or has no page`,
				);
			}
		}
	}
	return found;
}

/**
 * The widest image each slot is drawn at (the largest width its preset builds; src/lib/picture-presets.ts,
 * kept equal by tests/unit/content-audits.test.ts). Keys are a collection and a field path, `*` for any list index.
 */
export const imageSlots: Partial<Record<CollectionName, Record<string, { slot: string; width: number }>>> = {
	posts: { image: { slot: 'postCover', width: 1600 }, 'carousel.photos.*.image': { slot: 'carouselSlide', width: 960 } },
	classes: { image: { slot: 'banner', width: 1200 } },
	team: { photo: { slot: 'teamCard', width: 640 } },
	products: { image: { slot: 'productCard', width: 960 } },
	albums: { cover: { slot: 'albumCover', width: 800 } },
	pages: {
		'sections.*.image': { slot: 'feature', width: 1000 },
		'shop.categories.*.image': { slot: 'categoryCard', width: 1000 },
	},
	settings: {
		heroPoster: { slot: 'hero', width: 1920 },
		'map.preview': { slot: 'map', width: 1200 },
		ogImage: { slot: 'share picture', width: 1200 },
	},
};

/** Every relative image path a content file names, with its field path, e.g. { field: 'carousel.photos.0.image', src: './highlight-1.jpg' }. */
export function imageFields(file: SourceFile): { field: string; src: string }[] {
	let document;
	try {
		document = parseDocument(yamlOf(file));
	} catch {
		return [];
	}
	const found: { field: string; src: string }[] = [];
	const walk = (node: unknown, path: string[]) => {
		if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
		else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, String(i)]));
		else if (isScalar(node) && typeof node.value === 'string' && /^\.\.?\/.*\.(avif|jpe?g|png|webp)$/i.test(node.value)) {
			found.push({ field: path.join('.'), src: node.value });
		}
	};
	walk(document.contents, []);
	return found;
}

/** The slot a field's image fills, if it has one. */
export function slotFor(filePath: string, field: string): { slot: string; width: number } | undefined {
	const collection = entryOf(filePath)?.collection;
	if (!collection) return undefined;
	const generic = field.replace(/\.\d+(?=\.|$)/g, '.*');
	return imageSlots[collection]?.[generic];
}

/** Photos larger than this are slow to upload and to build. */
export const maxImageBytes = 10 * 1024 * 1024;
export const maxImageSide = 6000;

/** Warnings about one image file: too narrow for the slot it fills, or too big to handle. */
export function checkImage({
	path,
	field,
	width,
	height,
	bytes,
	slot,
}: {
	path: string;
	field?: string;
	width: number;
	height: number;
	bytes: number;
	slot?: { slot: string; width: number } | undefined;
}): string[] {
	const where = field ? `${path}: ${field}` : path;
	const found: string[] = [];
	if (slot && width < slot.width) {
		found.push(
			`${where}: ${width} px wide, but the ${slot.slot} slot is drawn up to ${slot.width} px; use a photo at least ${slot.width} px wide`,
		);
	}
	if (bytes > maxImageBytes) found.push(`${where}: ${(bytes / 1024 / 1024).toFixed(1)} MB; export it under 10 MB`);
	if (Math.max(width, height) > maxImageSide)
		found.push(`${where}: ${width}×${height} px; resize it to at most ${maxImageSide} px on the long side`);
	return found;
}

/**
 * Files a content file names that are not there: relative image paths, post authors (content/team/<name>.md)
 * and the class guides that content/settings/class-names.yaml links to. Astro's schema check passes these,
 * and the full build then fails on them, so content:check reports them as errors. `exists` says whether a path
 * (relative to the site) is a file.
 */
export function findMissingFiles(files: SourceFile[], exists: (path: string) => boolean): string[] {
	const found: string[] = [];
	for (const file of files) {
		const folder = file.path.slice(0, file.path.lastIndexOf('/'));
		for (const { field, src } of imageFields(file)) {
			const target = normalise(`${folder}/${src}`);
			if (!exists(target)) found.push(`${file.path}: ${field}: ${src} is not there; put the photo beside the file, or correct its name`);
		}
		const data = dataOf(file);
		if (collectionOf(file) === 'posts' && isRecord(data) && Array.isArray(data['authors'])) {
			data['authors'].forEach((author: unknown, i) => {
				if (!exists(entryPath('team', String(author)))) {
					found.push(
						`${file.path}: authors.${i}: "${String(author)}" is not a team member; use a file name from ${folderOf('team')} without .md`,
					);
				}
			});
		}
		if (collectionOf(file) === 'classNames' && isRecord(data)) {
			for (const [name, slug] of Object.entries(data)) {
				const guidePath = entryPath('classes', String(slug));
				const guideFile = files.find((f) => f.path === guidePath);
				const guide = guideFile ? dataOf(guideFile) : undefined;
				if (!exists(guidePath)) {
					found.push(
						`${file.path}: ${name}: "${String(slug)}" is not a class guide; use a file name from ${folderOf('classes')} without .mdx`,
					);
				} else if (isRecord(guide) && (guide['draft'] === true || guide['hasPage'] === false)) {
					// The timetable links each listed name to a page, so the build stops on a guide without one.
					found.push(`${file.path}: ${name}: ${guidePath} is a draft or has no page; remove this line until the guide is published`);
				}
			}
		}
	}
	return found;
}

/** "content/blog/a/./x.jpg" → "content/blog/a/x.jpg"; "../" steps up a folder. */
function normalise(path: string) {
	const parts: string[] = [];
	for (const part of path.split('/')) {
		if (part === '..') parts.pop();
		else if (part !== '.' && part !== '') parts.push(part);
	}
	return parts.join('/');
}

/**
 * "file: field: message" lines from Astro's schema error text, e.g. "  **price**: Give the price as a number";
 * zod names unknown keys on the object itself, so each key becomes its own line. The error is one line of the
 * CONTENT_CHECK_REPORT file (src/lib/collect-content-errors.ts).
 */
export function describeContentError({ file, message }: { file: string; message: string }): string[] {
	const lines = [...message.matchAll(/^\s*\*\*([^*\n]*)\*\*: (.+)$/gm)].flatMap(([, field = '', text = '']) => {
		const unknown = /^Unrecognized keys?: (.+)$/.exec(text);
		if (unknown?.[1]) {
			return [...unknown[1].matchAll(/"([^"]+)"/g)].map(
				([, key]) => `${file}: ${field ? `${field}.` : ''}${key}: Unknown field: check its spelling, or remove it`,
			);
		}
		return [`${file}: ${field || '(whole file)'}: ${text}`];
	});
	return lines.length > 0 ? lines : [`${file}: ${message.split('\n')[0] ?? message}`];
}

/** YAML that cannot be read at all, with the line it breaks on. */
export function findYamlSyntaxErrors(files: SourceFile[]): string[] {
	return files.flatMap((file) => {
		const yaml = yamlOf(file);
		const offset = /\.ya?ml$/i.test(file.path) ? 0 : 1;
		return parseDocument(yaml).errors.map((error) => {
			const line = (error.linePos?.[0]?.line ?? 0) + offset;
			return `${file.path}:${line}: YAML syntax: ${error.message.split('\n')[0] ?? error.message}`;
		});
	});
}

/** London's date today as YYYY-MM-DD: posts dated after it are scheduled. */
export const londonToday = (now = new Date()): string =>
	new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * Every warning about the content files, grouped under a heading; groups with nothing to say are left out.
 * The build and `npm run content:check` both print these.
 */
export function auditContent(files: SourceFile[], today = londonToday()): { heading: string; lines: string[] }[] {
	return [
		{ heading: 'Stand-ins still marked (replace the made-up content, then remove standIn)', lines: findStandIns(files) },
		{ heading: 'Unfilled [placeholders]', lines: findPlaceholders(files).map((p) => `${p.path}:${p.line}: ${p.placeholder}`) },
		{ heading: 'Images with empty alt text', lines: findEmptyAltText(files) },
		{ heading: 'Descriptions that search results will cut', lines: findLongDescriptions(files) },
		{ heading: 'Posts dated in the future', lines: findScheduledPosts(files, today) },
		{ heading: 'Timetable classes with no class page', lines: findUnlinkedTimetableClasses(files) },
	].filter(({ lines }) => lines.length > 0);
}
