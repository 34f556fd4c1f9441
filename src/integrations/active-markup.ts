import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { checkActiveMarkup } from '../build/content-check/active-markup.ts';

/**
 * Stops the production build when content carries markup that could run code or embed a page (a script, an
 * iframe, an event handler, a javascript: link), naming each file and line: content is words and pictures, and
 * the site's own code is all in src/. `npm run content:check` reports the same in seconds.
 */
export function activeMarkup(): AstroIntegration {
	let root = '';
	return {
		name: 'active-markup',
		hooks: {
			'astro:config:done': ({ config }) => {
				root = fileURLToPath(config.root);
			},
			'astro:build:start': () => {
				const lines = checkActiveMarkup(root);
				if (lines.length > 0)
					throw new Error(
						`Content carries markup that could run code (${lines.length}); remove it, then build again:\n  ${lines.join('\n  ')}`,
					);
			},
		},
	};
}
