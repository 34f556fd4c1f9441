import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import sharp from 'sharp';

import { photoFile } from '../../lib/content/image-files.ts';
import { relativePosix } from '../posix-path.ts';
import { auditContent, checkImage, imageFields, slotFor, unreadablePicture } from './audits.ts';
import { listContentFiles, type SourceFile } from './files.ts';

// Every warning of `npm run content:check`, for the check itself and for /admin/launch, which lists them for staff
// who never open a terminal: the content audits, and photos too small for their slot or too large.

/** A group of warnings under its heading, each line naming the file and, where there is one, the field. */
export interface WarningGroup {
	heading: string;
	lines: string[];
}

const pictureWarningsHeading = 'Photos too small or too large';

/**
 * The warnings about the content of the site at `root`, from its text files (`files`, those whose YAML can be read),
 * and the pictures the build cannot read (errors, which content:check reports as such).
 */
export async function readContentWarnings(root: string, files: SourceFile[]): Promise<{ warnings: WarningGroup[]; unreadable: string[] }> {
	// Photos too narrow for their slot (per field that shows them) or too big (once per file).
	const slotsByImage = new Map<string, { field: string; slot: ReturnType<typeof slotFor> }[]>();
	for (const file of files) {
		for (const { field, src } of imageFields(file)) {
			const path = relativePosix(root, resolve(root, file.path, '..', src));
			slotsByImage.set(path, [...(slotsByImage.get(path) ?? []), { field: `${file.path}: ${field}`, slot: slotFor(file.path, field) }]);
		}
	}
	const unreadable: string[] = [];
	const imageFiles = listContentFiles(root).filter((path) => photoFile.test(path));
	const imageWarnings = (
		await Promise.all(
			imageFiles.map(async (path) => {
				const absolute = join(root, path);
				const metadata = await sharp(absolute)
					.metadata()
					.catch(() => undefined);
				// sharp reads AVIF through libheif too, so a HEIC photo shows as heif with HEVC compression.
				if (!metadata || (metadata.format === 'heif' && metadata.compression !== 'av1')) {
					unreadable.push(
						unreadablePicture(path, metadata ? 'an iPhone HEIC/HEIF photo under another name' : 'not a picture the build can read'),
					);
					return [];
				}
				const { width = 0, height = 0 } = metadata;
				const tooNarrow = (slotsByImage.get(path) ?? []).flatMap(({ field, slot }) =>
					slot ? checkImage({ path: field, width, height, bytes: 0, slot }).filter((line) => line.includes(' slot ')) : [],
				);
				return [...tooNarrow, ...checkImage({ path, width, height, bytes: statSync(absolute).size })];
			}),
		)
	).flat();
	const warnings = [...auditContent(files), { heading: pictureWarningsHeading, lines: imageWarnings }].filter(
		({ lines }) => lines.length > 0,
	);
	return { warnings, unreadable };
}
