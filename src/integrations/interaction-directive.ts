import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

/**
 * Registers `client:interaction`: hydrate an island on the visitor's first pointer, touch, focus or key press
 * inside it, so its JavaScript is never fetched for visitors who don't use it.
 */
export function interactionDirective(): AstroIntegration {
	return {
		name: 'client-interaction-directive',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'interaction',
					entrypoint: fileURLToPath(new URL('../directives/interaction.ts', import.meta.url)),
				});
			},
		},
	};
}
