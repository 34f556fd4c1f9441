// @ts-check
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepHyphenatedWords } from '../lib/keep-words.mjs';

/**
 * Keeps hyphenated words whole on narrow screens ("e-mail", "under-18s"): after the build, wraps them in every
 * page in a no-break span. Runs before criticalCss(), which then keeps the span's rule in the page's CSS.
 * @returns {import('astro').AstroIntegration}
 */
export function keepWords() {
	return {
		name: 'keep-words',
		hooks: {
			'astro:build:done': ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
				for (const page of pages) {
					const file = path.join(root, page);
					const html = readFileSync(file, 'utf8');
					const kept = keepHyphenatedWords(html);
					if (kept !== html) writeFileSync(file, kept);
				}
				logger.info(`hyphenated words kept whole in ${pages.length} pages`);
			},
		},
	};
}
