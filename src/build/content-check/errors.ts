import { parseDocument } from 'yaml';

import { type CollectionName, entryPath, notAnEntry } from '../../lib/content/content-layout.ts';
import { yamlOf } from '../../lib/content/frontmatter.ts';
import { linkFields, valuesAt } from '../../lib/content/link-fields.ts';
import { heroVideoFiles } from '../../lib/home/hero-video.ts';
import { collectionOf, dataOf, imageFields, isRecord, readEntries } from './data.ts';
import type { SourceFile } from './files.ts';

// The errors `npm run content:check` finds without Astro (exit code 1): YAML that cannot be read, and files that a
// content file names but that are not there. The schema errors come from Astro's own load (astro-error.ts).

/**
 * Files a content file names that are not there: relative image paths, the entries a link field names (every field the
 * schemas build with a link, src/lib/content/link-fields.ts: a post's authors and class, a class's coaches), the class
 * guides that content/settings/class-names.yaml links to, and the hero videos that content/settings/site.yaml names.
 * Astro's schema check passes these, and the full build then fails on the missing photos and entries (a missing video
 * leaves its still in place), so content:check reports them as errors. `exists` says whether a path (relative to the
 * site) is a file.
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
		const collection = collectionOf(file);
		// class-names.yaml is one map of names to guides, not an entry per file: its lines are checked below, more
		// strictly (each must link to a page).
		for (const link of linkFields.filter((l) => l.collection === collection && collection !== 'classNames')) {
			for (const { field, value } of valuesAt(data, link.path)) {
				if (!exists(entryPath(link.to, String(value)))) {
					found.push(`${file.path}: ${field}: "${String(value)}" ${notAnEntry(link.to, idsOf(link.to, files))}`);
				}
			}
		}
		if (collectionOf(file) === 'settings' && isRecord(data)) {
			for (const field of ['heroVideo', 'heroVideoTall'] as const) {
				if (typeof data[field] !== 'string') continue;
				for (const { path } of heroVideoFiles(data[field]))
					if (!exists(path)) found.push(`${file.path}: ${field}: ${path} is not there; put the video there, or correct ${field}`);
			}
		}
		if (collectionOf(file) === 'classNames' && isRecord(data)) {
			for (const [name, slug] of Object.entries(data)) {
				const classFilePath = entryPath('classes', String(slug));
				const classFile = files.find((f) => f.path === classFilePath);
				const classData = classFile ? dataOf(classFile) : undefined;
				if (!exists(classFilePath)) {
					found.push(`${file.path}: ${name}: "${String(slug)}" ${notAnEntry('classes', idsOf('classes', files))}`);
				} else if (isRecord(classData) && (classData['draft'] === true || classData['hasPage'] === false)) {
					// The timetable links each listed name to a page, so the build stops on a class without one.
					found.push(`${file.path}: ${name}: ${classFilePath} is a draft or has no page; remove this line until the guide is published`);
				}
			}
		}
	}
	return found;
}

/** The ids of a collection's entries among the content files. */
const idsOf = (collection: CollectionName, files: readonly SourceFile[]) => readEntries(files, collection).map((entry) => entry.id);

/** "content/blog/a/./x.jpg" → "content/blog/a/x.jpg"; "../" steps up a folder. */
function normalise(path: string) {
	const parts: string[] = [];
	for (const part of path.split('/')) {
		if (part === '..') parts.pop();
		else if (part !== '.' && part !== '') parts.push(part);
	}
	return parts.join('/');
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
