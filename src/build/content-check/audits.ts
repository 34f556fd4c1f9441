import { type CollectionName, entryOf, entryPath, folderOf } from '../../lib/content/content-layout.ts';
import { fieldsWithRole } from '../../lib/content/field-roles.ts';
import { maxPictureBytes, picturePresets, type PictureSlot, sharePicture, uploadPicture } from '../../lib/picture-presets.ts';
import { londonDay } from '../../lib/schedule/browser/london-time.ts';
import { searchTitleLength } from '../../lib/seo/page-title.ts';
import { metaDescriptionLength } from '../../lib/text.ts';
import { findPlaceholders } from '../launch/find-placeholders.ts';
import { findStandIns } from '../launch/stand-ins.ts';
import { collectionOf, dataOf, isRecord } from './data.ts';
import type { SourceFile } from './files.ts';
import { findFrequencyDisagreements, findSlotsOutsideOpeningHours } from './timetable-audits.ts';

// The warnings of `npm run content:check` and of every build (the content-audit integration). Each takes the content
// files as { path, text } with paths like "content/blog/x/index.mdx", and returns one line per finding that names the
// file and, where there is one, the field. The errors are errors.ts; Astro's error text is read by astro-error.ts.

// scripts/content-check.mjs imports these from here.
export { describeContentError } from './astro-error.ts';
export { imageFields } from './data.ts';
export { findMissingFiles, findYamlSyntaxErrors } from './errors.ts';

/** The top-level field of each collection its schema marks with `role`. */
function topLevelFields(role: 'pageTitle' | 'pageDescription'): Map<CollectionName, string> {
	return new Map(fieldsWithRole(role).flatMap(({ collection, field }) => (field.includes('.') ? [] : [[collection, field] as const])));
}

/** The top-level field of each collection that becomes its pages' meta description (`pageDescription` in its schema). */
const descriptionFields = topLevelFields('pageDescription');

/** Descriptions longer than search results show. */
export function findLongDescriptions(files: SourceFile[], max = metaDescriptionLength): string[] {
	return files.flatMap((file) => {
		const collection = collectionOf(file);
		const field = collection && descriptionFields.get(collection);
		const data = field ? dataOf(file) : undefined;
		const description = field && isRecord(data) ? data[field] : undefined;
		if (typeof description !== 'string') return [];
		const length = Array.from(description.replace(/\s+/g, ' ').trim()).length;
		return length > max
			? [`${file.path}: ${field}: ${length} characters; search results cut it at ${max}, so shorten it or put the point first`]
			: [];
	});
}

/** The top-level field of each collection that is also its pages' browser tab and search result title (`pageTitle`). */
const titleFields = topLevelFields('pageTitle');

/** Titles longer than search results show: valid (the schemas allow up to the tab's limit), but cut there. */
export function findLongTitles(files: SourceFile[], max = searchTitleLength): string[] {
	return files.flatMap((file) => {
		const collection = collectionOf(file);
		const field = collection && titleFields.get(collection);
		const data = field ? dataOf(file) : undefined;
		const title = field && isRecord(data) ? data[field] : undefined;
		if (typeof title !== 'string') return [];
		const length = title.replace(/\s+/g, ' ').trim().length;
		return length > max
			? [`${file.path}: ${field}: ${length} characters; search results cut a title at about ${max}, so shorten it or put the point first`]
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
		if (collectionOf(file) !== 'blog') return [];
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

/** The figures of a text: prices, numbers and percentages, e.g. £13, 12, 10%; without a currency sign. */
const figuresOf = (text: string) => (text.match(/[£$€]?\d+(?:[.,]\d+)?%?/g) ?? []).map((figure) => figure.replace(/^[£$€]/, ''));

/**
 * Membership answers that give a figure (a price, a period, a percentage) that no plan and none of the page's other
 * words give: an answer should never promise a term the gym has not written on a plan card.
 */
export function findFaqFiguresOffThePlans(files: SourceFile[]): string[] {
	const pagePath = entryPath('pages', 'membership');
	const file = files.find((f) => f.path === pagePath);
	const data = file ? dataOf(file) : undefined;
	if (!isRecord(data) || !isRecord(data['faq']) || !Array.isArray(data['faq']['items'])) return [];
	const known = JSON.stringify([{ ...data, faq: null }, files.filter((f) => collectionOf(f) === 'plans').map(dataOf)]);
	return data['faq']['items'].flatMap((item, index) => {
		const answer = isRecord(item) && typeof item['answer'] === 'string' ? item['answer'] : '';
		return figuresOf(answer)
			.filter((figure) => !known.includes(figure))
			.map(
				(figure) =>
					`${pagePath}: faq.items.${index}.answer: gives "${figure}", which no plan in ${folderOf('plans')} gives; put it on a plan card`,
			);
	});
}

/** A picture preset's widest file: the widest a slot is drawn at. */
const widest = (slot: PictureSlot) => ({ slot: String(slot), width: Math.max(...picturePresets[slot].widths) });

/**
 * The widest image each slot is drawn at, from the slot's picture preset (src/lib/picture-presets.ts), for each image
 * field its schema marks with a `slot`. Keys are a collection and a field path, `*` for any list index.
 */
export const imageSlots: Partial<Record<CollectionName, Record<string, { slot: string; width: number }>>> = {};
for (const { collection, field, value } of fieldsWithRole('slot'))
	(imageSlots[collection] ??= {})[field] = value === 'share' ? { slot: 'share picture', width: sharePicture.width } : widest(value);

/** The slot a field's image fills, if it has one. */
export function slotFor(filePath: string, field: string): { slot: string; width: number } | undefined {
	const collection = entryOf(filePath)?.collection;
	if (!collection) return undefined;
	const generic = field.replace(/\.\d+(?=\.|$)/g, '.*');
	return imageSlots[collection]?.[generic];
}

// Photos larger than these are slow to upload and to build, and stay in the repository for ever.
const maxImageSide = 6000;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
	if (bytes > maxPictureBytes)
		found.push(
			`${where}: ${megabytes(bytes)}, over ${megabytes(maxPictureBytes)}; upload it through /admin, which resizes it, or export it at most ${uploadPicture.longEdge} px on the long side`,
		);
	if (Math.max(width, height) > maxImageSide)
		found.push(`${where}: ${width}×${height} px; resize it to at most ${maxImageSide} px on the long side`);
	return found;
}

// Formats a camera or phone writes that the build's image service (sharp) cannot read: iPhone photos (HEIC/HEIF),
// camera raw files, Photoshop files and the like.
const unreadableFormats = /\.(heic|heif|hif|dng|cr2|cr3|nef|arw|orf|rw2|raf|psd|bmp)$/i;

/** The format a picture's file name says it is in, as the errors name it. */
const formatName = (path: string) =>
	/\.(heic|heif|hif)$/i.test(path) ? 'an iPhone HEIC/HEIF photo' : `a .${path.split('.').pop() ?? ''} file`;

/** The error for a picture the build cannot read, saying what to do instead. */
export const unreadablePicture = (path: string, what = formatName(path)) =>
	`${path}: ${what}, which the site cannot show; export it as JPEG (on an iPhone, share or save it as JPEG, or set Settings → Camera → Formats → Most Compatible), or upload it through /admin from the phone, which saves it as JPEG`;

/** Files under content/ in a picture format the build cannot read: one error each. */
export function findUnreadablePictures(paths: string[]): string[] {
	return paths.filter((path) => unreadableFormats.test(path)).map((path) => unreadablePicture(path));
}

export const standInsHeading = 'Stand-ins still marked (replace the made-up content, then remove standIn)';

/**
 * Every warning about the content files, grouped under a heading; groups with nothing to say are left out.
 * The build and `npm run content:check` both print these.
 */
export function auditContent(files: SourceFile[], today = londonDay(new Date())): { heading: string; lines: string[] }[] {
	return [
		{ heading: standInsHeading, lines: findStandIns(files) },
		{ heading: 'Unfilled [placeholders]', lines: findPlaceholders(files).map((p) => `${p.path}:${p.line}: ${p.placeholder}`) },
		{ heading: 'Images with empty alt text', lines: findEmptyAltText(files) },
		{ heading: 'Descriptions that search results will cut', lines: findLongDescriptions(files) },
		{ heading: 'Titles that search results will cut', lines: findLongTitles(files) },
		{ heading: 'Posts dated in the future', lines: findScheduledPosts(files, today) },
		{ heading: 'Timetable classes with no class page', lines: findUnlinkedTimetableClasses(files) },
		{ heading: 'Class guides whose words disagree with the timetable', lines: findFrequencyDisagreements(files) },
		{ heading: 'Membership answers with figures no plan gives', lines: findFaqFiguresOffThePlans(files) },
		{
			heading: 'Timetable slots outside the usual opening hours (ask whether the gym opens for them)',
			lines: findSlotsOutsideOpeningHours(files),
		},
	].filter(({ lines }) => lines.length > 0);
}
