import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { parse } from 'yaml';

import { type CollectionName, entryOf, folderOf } from '../../lib/content/content-layout.ts';
import { albumPath, classPath, postPath, sectionPath, shopPath } from '../../lib/content/entry-paths.ts';
import { yamlOf } from '../../lib/content/frontmatter.ts';
import { albumFolder, resolvePhoto } from '../../lib/gallery/album-images.ts';
import { fullPicture, picturePresets, type PictureSlot } from '../../lib/picture-presets.ts';
import { slotFor, standInsHeading } from '../content-check/audits.ts';
import { dataOf, imageFields, isRecord } from '../content-check/data.ts';
import { listContentImages, readContentTexts, type SourceFile } from '../content-check/files.ts';
import { readContentWarnings, type WarningGroup } from '../content-check/warnings.ts';
import { findStandInPictures } from './stand-ins.ts';

// What /admin/launch lists: everything in content/ that is still made up, for staff to replace before launch and for a
// photographer to shoot, and every warning `npm run content:check` gives. Facts are entries marked `standIn`
// (src/build/launch/stand-ins.ts); pictures are files that still carry the stand-in marker, each with where it is shown
// and what a real photo for it needs; warnings are content:check's (src/build/content-check/warnings.ts), each with its
// file.

/** One warning of content:check: the file to fix and what to fix in it (the field or line first, where there is one). */
export interface LaunchWarning {
	file: string;
	message: string;
}

/** content:check's warnings under one of its headings. */
export interface LaunchWarningGroup {
	heading: string;
	warnings: LaunchWarning[];
}

/**
 * content:check's warning groups as the launch list shows them, each line split into its file and message. The
 * stand-ins group is left out: the launch list's own tables list those entries and pictures, with more to go on.
 */
function toLaunchWarnings(groups: WarningGroup[]): LaunchWarningGroup[] {
	return groups
		.filter(({ heading }) => heading !== standInsHeading)
		.map(({ heading, lines }) => ({
			heading,
			warnings: lines.map((line) => {
				const [, file = '', at, message = line] = /^(content\/[^\s:]+)(?::(\d+))?(?:: | )(.*)$/s.exec(line) ?? [];
				return { file, message: at ? `line ${at}: ${message}` : message };
			}),
		}));
}

/** An entry, or some of its fields, still made up. */
export interface StandInFact {
	/** The entry's file, e.g. content/team/anna.md. */
	file: string;
	/** Its name as the editor lists it (name, title or heading), else its file name. */
	entry: string;
	/** The made-up fields; empty when the whole entry is made up. */
	fields: string[];
}

/** Where a stand-in picture is shown. */
export interface PictureUse {
	/** The page, e.g. /about-us, or a description where it is every page (the share picture). */
	page: string;
	/** The entry file and field that name it, e.g. content/team/anna.md: photo. */
	where: string;
}

/** A stand-in picture and what a real photo for it needs. */
export interface StandInPicture {
	file: string;
	uses: PictureUse[];
	/** What it shows, from its alt text. */
	subject: string;
	/** The shape a photo needs, e.g. "4:3 landscape". */
	shape: string;
	/** The smallest photo that fills the slot at its widest, in pixels. */
	width: number;
	height: number;
}

/** A picture file and its size in pixels. */
export interface PictureFile {
	path: string;
	width: number;
	height: number;
}

const nameOf = (data: Record<string, unknown>, fallback: string): string =>
	[data['name'], data['title'], data['classTitle'], data['heading']].find((value): value is string => typeof value === 'string') ??
	fallback;

/** Every entry marked `standIn: true`, and every settings or product field named in a `standIn:` list. */
export function findStandInFacts(files: SourceFile[]): StandInFact[] {
	return files.flatMap((file) => {
		let data: unknown;
		try {
			data = parse(yamlOf(file));
		} catch {
			return [];
		}
		if (!isRecord(data)) return [];
		const marked = data['standIn'];
		const entry = nameOf(data, entryOf(file.path)?.id || (file.path.split('/').pop() ?? file.path));
		if (marked === true) return [{ file: file.path, entry, fields: [] }];
		if (Array.isArray(marked) && marked.length > 0) return [{ file: file.path, entry, fields: marked.map(String) }];
		return [];
	});
}

// The pages the site shows each collection's pictures on (src/pages).
const pageOfEntry: Partial<Record<CollectionName, (id: string, data: Record<string, unknown>) => string>> = {
	blog: postPath,
	classes: classPath,
	team: () => sectionPath('about-us'),
	products: (_, data) => shopPath(String(data['category'])),
	gallery: () => sectionPath('gallery'),
	affiliates: () => '/',
	pages: (id) => (id === 'home' ? '/' : id === 'not-found' ? 'the not-found page' : `/${id.replace(/^shop-/, 'shop/')}`),
};
const pageOfSetting: Record<string, string> = {
	heroPoster: '/',
	heroPosterTall: '/ (phones held upright)',
	'map.preview': sectionPath('facilities'),
	ogImage: 'every page, when shared',
};

/** The page a field's picture is shown on. */
function pageOf(file: string, field: string, data: Record<string, unknown>): string {
	const entry = entryOf(file);
	if (!entry) return file;
	if (entry.collection === 'settings') return pageOfSetting[field] ?? 'every page';
	return pageOfEntry[entry.collection]?.(entry.id, data) ?? file;
}

/** The value at a dotted field path. */
const at = (data: unknown, path: string[]): unknown =>
	path.reduce<unknown>(
		(value, key) => (isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined),
		data,
	);

/**
 * What a real photo for a picture should show, from its alt text: what a stand-in says it stands in for ("…, where a
 * photo of two members pushing sleds will go"), else the alt without the words that say it is a stand-in.
 */
export const subjectOf = (alt: string): string =>
	/,? where a photo of (.+?),? will go\.?$/i.exec(alt)?.[1] ?? alt.replace(/^stand-in (?:\w+ )?artwork (?:of|for) /i, '');

/** A picture field's alt text: its `<field>Alt` sibling (heroPosterTall shares heroPosterAlt), or an `alt` beside it. */
function altOf(data: unknown, field: string): string {
	const path = field.split('.');
	const key = path.pop() ?? '';
	const parent = at(data, path);
	if (!isRecord(parent)) return '';
	const alt = [parent[`${key}Alt`], parent[`${key.replace(/Tall$/, '')}Alt`], parent['alt']].find((value) => typeof value === 'string');
	return typeof alt === 'string' ? alt : '';
}

// Ratios a photographer can set a camera or crop to; a shape within 3% of one is called by it.
const namedRatios: [number, number][] = [
	[1, 1],
	[5, 4],
	[4, 3],
	[3, 2],
	[16, 9],
	[21, 9],
];

/** "4:3 landscape", "2:3 portrait", "1:1 square": the shape of a width:height ratio, as a photographer sets it. */
export function describeShape(width: number, height: number): string {
	const ratio = width / height;
	const named = namedRatios.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]).find(([a, b]) => Math.abs(a / b / ratio - 1) <= 0.03);
	const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
	const [a, b] = named ?? [width / gcd(width, height), height / gcd(width, height)];
	return `${a}:${b} ${a === b ? 'square' : a > b ? 'landscape' : 'portrait'}`;
}

interface Need {
	use: PictureUse;
	subject: string;
	/** The widest the slot draws it, and the ratio it crops to, if any. */
	width: number;
	crop?: readonly [number, number] | undefined;
}

/** Every place each picture is named: entry fields, and album photos found in their folder by number. */
function needsByPicture(files: SourceFile[], pictures: Set<string>): Map<string, Need[]> {
	const needs = new Map<string, Need[]>();
	const add = (path: string, need: Need) => needs.set(path, [...(needs.get(path) ?? []), need]);
	const gallery = new Set(
		[...pictures].filter((path) => path.startsWith(`${folderOf('gallery')}/`)).map((path) => path.slice(`${folderOf('gallery')}/`.length)),
	);
	for (const file of files) {
		const data = dataOf(file);
		if (!isRecord(data)) continue;
		const folder = file.path.slice(0, file.path.lastIndexOf('/'));
		for (const { field, src } of imageFields(file)) {
			const path = new URL(src, `file:///${folder}/`).pathname.slice(1);
			if (!pictures.has(path) || /^photos\.\d+\.image$/.test(field)) continue;
			const slot = slotFor(file.path, field);
			add(path, {
				use: { page: pageOf(file.path, field, data), where: `${file.path}: ${field}` },
				subject: altOf(data, field),
				width: slot?.width ?? 0,
				crop:
					slot && slot.slot in picturePresets
						? (picturePresets[slot.slot as PictureSlot] as { crop?: readonly [number, number] }).crop
						: undefined,
			});
		}
		// The logo is an SVG (which imageFields leaves to the build) shown in every page's header.
		if (entryOf(file.path)?.collection === 'settings' && typeof data['logo'] === 'string') {
			const path = new URL(data['logo'], `file:///${folder}/`).pathname.slice(1);
			if (pictures.has(path))
				add(path, { use: { page: 'every page (the header)', where: `${file.path}: logo` }, subject: 'the gym’s logo', width: 0 });
		}
		// An album's photos: the file a photo names, else the one found in its folder by number. Each opens full size.
		if (entryOf(file.path)?.collection !== 'gallery' || !Array.isArray(data['photos'])) continue;
		const album = {
			folder: albumFolder(file.path),
			prefix: typeof data['fileNamePrefix'] === 'string' ? data['fileNamePrefix'] : undefined,
		};
		for (const [index, photo] of data['photos'].entries()) {
			if (!isRecord(photo)) continue;
			const named = typeof photo['image'] === 'string' ? new URL(photo['image'], `file:///${folder}/`).pathname.slice(1) : undefined;
			const path =
				named ?? (resolvePhoto(gallery, album, index + 1) ? `${folderOf('gallery')}/${resolvePhoto(gallery, album, index + 1) ?? ''}` : '');
			if (!pictures.has(path)) continue;
			add(path, {
				use: { page: albumPath(album.folder.toLowerCase()), where: `${file.path}: photos.${index}` },
				subject: typeof photo['alt'] === 'string' ? photo['alt'] : '',
				width: fullPicture.maxWidth,
			});
		}
	}
	return needs;
}

/**
 * Every stand-in picture with the pages it is on, what it shows, and the shape and smallest size a real photo for it
 * needs: the widest its slots draw it, at the ratio a cropping slot cuts it to (else the stand-in's own shape).
 */
export function describeStandInPictures(files: SourceFile[], pictures: PictureFile[]): StandInPicture[] {
	const needs = needsByPicture(files, new Set(pictures.map(({ path }) => path)));
	const firstPage = (picture: StandInPicture) => picture.uses[0]?.page ?? '~';
	return pictures
		.map(({ path, width: ownWidth, height: ownHeight }): StandInPicture => {
			const found = needs.get(path) ?? [];
			const widest = found.reduce<Need | undefined>((best, need) => (best && best.width >= need.width ? best : need), undefined);
			const [across, down] = widest?.crop ?? [ownWidth, ownHeight];
			const width = widest?.width || ownWidth;
			return {
				file: path,
				uses: found.map(({ use }) => use),
				subject: subjectOf(found.map(({ subject }) => subject).find(Boolean) ?? ''),
				shape: describeShape(across, down),
				width,
				height: Math.round((width * down) / across),
			};
		})
		.sort((a, b) => firstPage(a).localeCompare(firstPage(b)) || a.file.localeCompare(b.file));
}

/** The launch list of the site at `root`: its stand-in facts and pictures and content:check's warnings, read from content/ as it is now. */
export async function readLaunchList(
	root: string,
): Promise<{ facts: StandInFact[]; pictures: StandInPicture[]; warnings: LaunchWarningGroup[] }> {
	const files = readContentTexts(root);
	const { warnings } = await readContentWarnings(root, files);
	const marked = findStandInPictures(listContentImages(root).map((path) => ({ path, bytes: readFileSync(join(root, path)) })));
	const sized = await Promise.all(
		marked.map(async (path) => {
			const { width = 0, height = 0 } = await sharp(join(root, path)).metadata();
			return { path, width, height };
		}),
	);
	return { facts: findStandInFacts(files), pictures: describeStandInPictures(files, sized), warnings: toLaunchWarnings(warnings) };
}
