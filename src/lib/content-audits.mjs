// @ts-check
import { isMap, isScalar, isSeq, parse, parseDocument } from 'yaml';

/**
 * The content checks that warn without failing (`npm run content:check`, and every build through the
 * content-audit integration). Each takes the content files as { path, text } with paths like
 * "content/blog/x/index.mdx", and returns one line per finding that names the file and, where there is one, the field.
 * @typedef {{ path: string, text: string }} SourceFile
 */

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The YAML of a content file: the whole file for .yaml, the frontmatter for Markdown. @param {SourceFile} file */
export function yamlOf({ path, text }) {
	return /\.ya?ml$/i.test(path) ? text : (frontmatterPattern.exec(text)?.[1] ?? '');
}

/** @param {SourceFile} file @returns {unknown} */
const dataOf = (file) => {
	try {
		return parse(yamlOf(file));
	} catch {
		// Broken YAML is an error for the schema check to report; the audits skip it.
		return undefined;
	}
};

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Search results show about 155 characters of a description (src/lib/text.ts). */
export const metaDescriptionLength = 155;

/** Folders whose top-level `description` becomes a page's meta description. */
const pageDescriptionFolders = /^content\/(blog|classes|pages|gallery|settings)\//;

/**
 * Descriptions longer than search results show.
 * @param {SourceFile[]} files @returns {string[]}
 */
export function findLongDescriptions(files, max = metaDescriptionLength) {
	return files.flatMap((file) => {
		if (!pageDescriptionFolders.test(file.path)) return [];
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
 * @param {SourceFile[]} files @returns {string[]}
 */
export function findEmptyAltText(files) {
	return files.flatMap(({ path, text }) => {
		if (!/\.mdx?$/i.test(path)) return [];
		const found = [];
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
 * @param {SourceFile[]} files @param {string} today @returns {string[]}
 */
export function findScheduledPosts(files, today) {
	return files.flatMap((file) => {
		if (!/^content\/blog\/[^/]+\/index\.mdx$/.test(file.path)) return [];
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
 * @param {SourceFile[]} files @returns {string[]}
 */
export function findUnlinkedTimetableClasses(files) {
	const namesFile = files.find((file) => file.path === 'content/settings/class-names.yaml');
	const names = namesFile ? dataOf(namesFile) : undefined;
	const links = new Map(Object.entries(isRecord(names) ? names : {}).map(([name, slug]) => [name.trim(), String(slug)]));
	const pages = new Set(
		files.flatMap((file) => {
			const match = /^content\/classes\/([^/]+)\.mdx$/.exec(file.path);
			const data = match ? dataOf(file) : undefined;
			return match?.[1] && isRecord(data) && data['hasPage'] !== false && data['draft'] !== true ? [match[1]] : [];
		}),
	);
	const found = [];
	for (const file of files.filter((f) => /^content\/timetable\/[^/]+\.ya?ml$/.test(f.path))) {
		const data = dataOf(file);
		const slots = isRecord(data) && Array.isArray(data['slots']) ? data['slots'] : [];
		for (const [index, slot] of slots.entries()) {
			const name = isRecord(slot) && typeof slot['class'] === 'string' ? slot['class'].trim() : '';
			if (!name) continue;
			const slug = links.get(name);
			if (slug === undefined) {
				found.push(
					`${file.path}: slots.${index}.class: "${name}" has no class page; add "${name}: <class file>" to content/settings/class-names.yaml`,
				);
			} else if (!pages.has(slug)) {
				found.push(
					`${file.path}: slots.${index}.class: "${name}" links to content/classes/${slug}.mdx, which is missing, a draft or has no page`,
				);
			}
		}
	}
	return found;
}

/**
 * The widest image each slot is drawn at (the largest width its preset builds; src/lib/picture-presets.ts,
 * kept equal by tests/unit/content-audits.test.ts). Keys are a folder and a field path, `*` for any list index.
 * @type {Record<string, Record<string, { slot: string, width: number }>>}
 */
export const imageSlots = {
	'content/blog': { image: { slot: 'postCover', width: 1600 }, 'carousel.photos.*.image': { slot: 'carouselSlide', width: 960 } },
	'content/classes': { image: { slot: 'banner', width: 1600 } },
	'content/team': { photo: { slot: 'teamCard', width: 640 } },
	'content/products': { image: { slot: 'productCard', width: 960 } },
	'content/gallery': { cover: { slot: 'albumCover', width: 800 } },
	'content/pages': {
		'sections.*.image': { slot: 'feature', width: 1000 },
		'shop.categories.*.image': { slot: 'categoryCard', width: 1000 },
	},
	'content/settings': {
		heroPoster: { slot: 'hero', width: 1920 },
		'map.preview': { slot: 'map', width: 1200 },
		ogImage: { slot: 'share picture', width: 1200 },
	},
};

/**
 * Every relative image path a content file names, with its field path, e.g. { field: 'carousel.photos.0.image', src: './highlight-1.jpg' }.
 * @param {SourceFile} file @returns {{ field: string, src: string }[]}
 */
export function imageFields(file) {
	let document;
	try {
		document = parseDocument(yamlOf(file));
	} catch {
		return [];
	}
	/** @type {{ field: string, src: string }[]} */
	const found = [];
	/** @param {unknown} node @param {string[]} path */
	const walk = (node, path) => {
		if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
		else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, String(i)]));
		else if (isScalar(node) && typeof node.value === 'string' && /^\.\.?\/.*\.(avif|jpe?g|png|webp)$/i.test(node.value)) {
			found.push({ field: path.join('.'), src: node.value });
		}
	};
	walk(document.contents, []);
	return found;
}

/** The slot a field's image fills, if it has one. @param {string} filePath @param {string} field */
export function slotFor(filePath, field) {
	const folder = Object.keys(imageSlots).find((f) => filePath.startsWith(`${f}/`));
	if (!folder) return undefined;
	const generic = field.replace(/\.\d+(?=\.|$)/g, '.*');
	return imageSlots[folder]?.[generic];
}

/** Photos larger than this are slow to upload and to build. */
export const maxImageBytes = 10 * 1024 * 1024;
export const maxImageSide = 6000;

/**
 * Warnings about one image file: too narrow for the slot it fills, or too big to handle.
 * @param {{ path: string, field?: string, width: number, height: number, bytes: number, slot?: { slot: string, width: number } }} image
 * @returns {string[]}
 */
export function checkImage({ path, field, width, height, bytes, slot }) {
	const where = field ? `${path}: ${field}` : path;
	const found = [];
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
 * and the full build then fails on them, so content:check reports them as errors.
 * @param {SourceFile[]} files @param {(path: string) => boolean} exists whether a path (relative to the site) is a file
 * @returns {string[]}
 */
export function findMissingFiles(files, exists) {
	const found = [];
	for (const file of files) {
		const folder = file.path.slice(0, file.path.lastIndexOf('/'));
		for (const { field, src } of imageFields(file)) {
			const target = normalise(`${folder}/${src}`);
			if (!exists(target)) found.push(`${file.path}: ${field}: ${src} is not there; put the photo beside the file, or correct its name`);
		}
		const data = dataOf(file);
		if (/^content\/blog\/[^/]+\/index\.mdx$/.test(file.path) && isRecord(data) && Array.isArray(data['authors'])) {
			data['authors'].forEach((author, i) => {
				if (!exists(`content/team/${String(author)}.md`)) {
					found.push(`${file.path}: authors.${i}: "${String(author)}" is not a team member; use a file name from content/team without .md`);
				}
			});
		}
		if (file.path === 'content/settings/class-names.yaml' && isRecord(data)) {
			for (const [name, slug] of Object.entries(data)) {
				const guidePath = `content/classes/${String(slug)}.mdx`;
				const guideFile = files.find((f) => f.path === guidePath);
				const guide = guideFile ? dataOf(guideFile) : undefined;
				if (!exists(guidePath)) {
					found.push(`${file.path}: ${name}: "${String(slug)}" is not a class guide; use a file name from content/classes without .mdx`);
				} else if (isRecord(guide) && (guide['draft'] === true || guide['hasPage'] === false)) {
					// The timetable links each listed name to a page, so the build stops on a guide without one.
					found.push(`${file.path}: ${name}: ${guidePath} is a draft or has no page; remove this line until the guide is published`);
				}
			}
		}
	}
	return found;
}

/** "content/blog/a/./x.jpg" → "content/blog/a/x.jpg"; "../" steps up a folder. @param {string} path */
function normalise(path) {
	const parts = [];
	for (const part of path.split('/')) {
		if (part === '..') parts.pop();
		else if (part !== '.' && part !== '') parts.push(part);
	}
	return parts.join('/');
}

/**
 * "file: field: message" lines from Astro's schema error text, e.g. "  **price**: Give the price as a number";
 * zod names unknown keys on the object itself, so each key becomes its own line.
 * @param {{ file: string, message: string }} error one line of the CONTENT_CHECK_REPORT file (src/lib/collect-content-errors.ts)
 * @returns {string[]}
 */
export function describeContentError({ file, message }) {
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

/**
 * YAML that cannot be read at all, with the line it breaks on.
 * @param {SourceFile[]} files @returns {string[]}
 */
export function findYamlSyntaxErrors(files) {
	return files.flatMap((file) => {
		const yaml = yamlOf(file);
		const offset = /\.ya?ml$/i.test(file.path) ? 0 : 1;
		return parseDocument(yaml).errors.map((error) => {
			const line = (error.linePos?.[0]?.line ?? 0) + offset;
			return `${file.path}:${line}: YAML syntax: ${error.message.split('\n')[0] ?? error.message}`;
		});
	});
}
