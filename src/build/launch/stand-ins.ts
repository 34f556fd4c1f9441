import { parse } from 'yaml';

import { yamlOf } from '../../lib/content/frontmatter.ts';
import type { SourceFile } from '../content-check/files.ts';

/**
 * Lists content that is still made up: entries whose frontmatter or YAML says `standIn: true`, and the
 * settings fields named in a `standIn:` list: one line per stand-in, e.g. "content/team/anna.md".
 */
export function findStandIns(files: SourceFile[]): string[] {
	const found: string[] = [];
	for (const { path, text } of files) {
		const yamlText = yamlOf({ path, text });
		if (!yamlText) continue;
		const standIn: unknown = (parse(yamlText) as { standIn?: unknown } | null)?.standIn;
		if (standIn === true) found.push(path);
		else if (Array.isArray(standIn) && standIn.length > 0) found.push(`${path} (${standIn.join(', ')})`);
	}
	return found;
}

/** Written into every generated stand-in picture (a comment in SVG, the image description elsewhere). */
export const standInMarker = 'Stand-in artwork: replace with a real photo';

/** The paths of pictures that still carry the stand-in marker: generated artwork nobody has replaced yet. */
export function findStandInPictures(files: { path: string; bytes: Uint8Array }[]): string[] {
	const marker = Buffer.from(standInMarker);
	return files
		.filter(({ bytes }) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(marker))
		.map(({ path }) => path);
}

/**
 * Stand-in pictures for the build's warning, one line per folder: "content/team (12 pictures)", or the file's
 * path when it is the only one in its folder.
 */
export function summarisePictures(paths: string[]): string[] {
	const byFolder = new Map<string, string[]>();
	for (const path of paths) {
		const folder = path.slice(0, path.lastIndexOf('/'));
		byFolder.set(folder, [...(byFolder.get(folder) ?? []), path]);
	}
	return [...byFolder].map(([folder, files]) => (files.length === 1 ? (files[0] ?? folder) : `${folder} (${files.length} pictures)`));
}
