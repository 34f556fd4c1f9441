import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { readContentTexts } from '../build/content-check/files.ts';
import { subsetHeadingFont } from '../build/fonts/heading-font.ts';

/** The import path of the heading font: global.css and the preload in BaseLayout ask for `${headingFontAlias}/oswald-headings.woff2`. */
const headingFontAlias = '@heading-font';

/**
 * Makes the heading font subset (src/build/fonts/heading-font.ts) into Astro's cache folder before Vite reads the
 * stylesheet that loads it, and points `@heading-font` there. Nothing under src/ is written, and the file is
 * replaced in one rename, so commands running side by side never read half a font.
 */
export function headingFont(): AstroIntegration {
	return {
		name: 'heading-font',
		hooks: {
			'astro:config:setup': async ({ config, updateConfig }) => {
				const dir = path.join(fileURLToPath(config.cacheDir), 'heading-font');
				const file = path.join(dir, 'oswald-headings.woff2');
				const font = await subsetHeadingFont(readContentTexts(fileURLToPath(config.root)));
				// Only a changed font is written, so the dev server does not reload for nothing.
				if (!existsSync(file) || !readFileSync(file).equals(font)) {
					mkdirSync(dir, { recursive: true });
					const partial = `${file}.${process.pid}`;
					writeFileSync(partial, font);
					renameSync(partial, file);
				}
				updateConfig({ vite: { resolve: { alias: { [headingFontAlias]: dir } } } });
			},
		},
	};
}
