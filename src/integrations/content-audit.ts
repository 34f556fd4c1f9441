import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { auditContent } from '../build/content-check/audits.ts';
import { listContentImages, readContentTexts } from '../build/content-check/files.ts';
import { findStandInPictures, summarisePictures } from '../build/launch/stand-ins.ts';

/**
 * Warns at every build about content that must not ship unnoticed: the same warnings `npm run content:check`
 * prints (src/build/content-check/audits.ts), and the stand-in pictures still in place.
 */
export function contentAudit(): AstroIntegration {
	let root = '';
	return {
		name: 'content-audit',
		hooks: {
			'astro:config:done': ({ config }) => {
				root = fileURLToPath(config.root);
			},
			'astro:build:start': ({ logger }) => {
				for (const { heading, lines } of auditContent(readContentTexts(root)))
					logger.warn(`${heading} (${lines.length}):\n  ${lines.join('\n  ')}`);
				const pictures = findStandInPictures(
					listContentImages(root).map((file) => ({ path: file, bytes: readFileSync(path.join(root, file)) })),
				);
				if (pictures.length) {
					logger.warn(
						`${pictures.length} stand-in pictures are generated artwork; replace them with real photos before launch:\n  ${summarisePictures(pictures).join('\n  ')}`,
					);
				}
			},
		},
	};
}
