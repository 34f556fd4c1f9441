// @ts-check
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findStandInPictures, findStandIns, summarisePictures } from '../lib/stand-ins.mjs';

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
	readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? walk(path) : [path];
	});

/**
 * Warns at every build about content that must not ship unnoticed: made-up stand-in entries and
 * unfilled [placeholders].
 * @param {{ placeholders?: (files: { path: string, text: string }[]) => { path: string, line: number, placeholder: string }[] }} [checks]
 * @returns {import('astro').AstroIntegration}
 */
export function contentAudit(checks = {}) {
	return {
		name: 'content-audit',
		hooks: {
			'astro:build:start': ({ logger }) => {
				const root = fileURLToPath(new URL('../../', import.meta.url));
				const files = walk(join(root, 'content'))
					.filter((path) => /\.(md|mdx|yaml)$/.test(path))
					.map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
				const standIns = findStandIns(files);
				if (standIns.length) {
					logger.warn(`${standIns.length} stand-in entries hold made-up content; replace them before launch:\n  ${standIns.join('\n  ')}`);
				}
				const pictures = findStandInPictures(
					walk(join(root, 'content'))
						.filter((path) => /\.(svg|jpe?g|png|webp|avif)$/i.test(path))
						.map((path) => ({ path: relative(root, path), bytes: readFileSync(path) })),
				);
				if (pictures.length) {
					logger.warn(
						`${pictures.length} stand-in pictures are generated artwork; replace them with real photos before launch:\n  ${summarisePictures(pictures).join('\n  ')}`,
					);
				}
				const placeholders = checks.placeholders?.(files) ?? [];
				if (placeholders.length) {
					logger.warn(
						`${placeholders.length} unfilled placeholders left to write:\n  ${placeholders.map((p) => `${p.path}:${p.line} ${p.placeholder}`).join('\n  ')}`,
					);
				}
			},
		},
	};
}
