// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * Registers `client:interaction`: hydrate an island on the visitor's first pointer, touch,
 * focus or key press inside it, so its JavaScript is never fetched for visitors who don't use it.
 * @returns {import('astro').AstroIntegration}
 */
export function interactionDirective() {
	return {
		name: 'client-interaction-directive',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'interaction',
					entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
				});
			},
		},
	};
}
