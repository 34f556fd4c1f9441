import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { contentDir } from '../../lib/content/content-layout.ts';
import { imageFile } from '../../lib/content/image-files.ts';
import { relativePosix } from '../posix-path.ts';

/** A content file as the audits read it: its path from the project root (`content/blog/x/index.mdx`) and its text. */
export interface SourceFile {
	path: string;
	text: string;
}

const textFile = /\.(md|mdx|ya?ml)$/i;
// The editors' guides (content/README.md, the art direction, a folder's README) sit in content/ but are not content.
export const isGuide = (path: string): boolean => /^content\/(.*\/)?(README|ART-DIRECTION)\.md$/.test(path);

/** Every file under the project's content folder, as paths from `root` with forward slashes. */
export function listContentFiles(root: string): string[] {
	return readdirSync(join(root, contentDir), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relativePosix(root, join(entry.parentPath, entry.name)))
		.sort();
}

/** The Markdown, MDX and YAML that editors write (everything but the guides), with their text. */
export function readContentTexts(root: string): SourceFile[] {
	return listContentFiles(root)
		.filter((path) => textFile.test(path) && !isGuide(path))
		.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The photos and pictures under content/. */
export const listContentImages = (root: string): string[] => listContentFiles(root).filter((path) => imageFile.test(path));
