import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';

import { buildEnv } from '../build/env.ts';
import { finishBuild, type SiteOptions } from '../build/pipeline/finish-build.ts';
import type { Redirects } from '../build/pipeline/host-redirects.ts';

/** What a site gives the pipeline: the rest (its source folder, its redirects) the pipeline reads from its config. */
export type PagePipelineOptions = Omit<SiteOptions, 'sourceDir'>;

/**
 * The page pipeline (src/build/pipeline/README.md): once Astro has built the site, every page is fitted into the first
 * round trip (its used CSS and small scripts inline, the island runtime deferred), its security policy finished from
 * the hashes of what it holds inline, and the hosts' files written. It sets up what it needs of the build itself: pages
 * as files and one stylesheet file to take rules from, and the `client:interaction` directive whose runtime it defers;
 * a site without `security.csp` stops at once, naming it.
 */
export function pagePipeline(options: PagePipelineOptions): AstroIntegration {
	let site: SiteOptions | undefined;
	let redirects: Redirects = {};
	return {
		name: 'page-pipeline',
		hooks: {
			'astro:config:setup': ({ updateConfig, addClientDirective }) => {
				// Each page a file of its own, as the hosts' rules name them; every stylesheet a file, whose rules the pipeline
				// inlines page by page (inline-used-css.ts).
				updateConfig({ build: { format: 'file', inlineStylesheets: 'never' } });
				// Islands wake on the visitor's first interaction: the runtime the pipeline defers is this directive's.
				addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../directives/interaction.ts', import.meta.url)) });
			},
			'astro:config:done': ({ config }) => {
				if (!config.security?.csp)
					throw new AstroError(
						"The page pipeline finishes each page's Content Security Policy, and this site has none.",
						"Set `security: { csp: { algorithm: 'SHA-256', directives: [...] } }` in astro.config.mjs.",
					);
				redirects = config.redirects;
				site = { ...options, sourceDir: fileURLToPath(config.srcDir) };
			},
			'astro:build:done': ({ dir, pages, logger }) => {
				if (!site) throw new Error('the page pipeline ran without its config');
				return finishBuild({ site, root: fileURLToPath(dir), pages, redirects, env: buildEnv(), log: logger });
			},
		},
	};
}
