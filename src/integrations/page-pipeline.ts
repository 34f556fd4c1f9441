import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { buildEnv } from '../build/env.ts';
import { finishBuild, type SiteOptions } from '../build/pipeline/finish-build.ts';
import type { Redirects } from '../build/pipeline/host-redirects.ts';

export type { SiteOptions as PagePipelineOptions } from '../build/pipeline/finish-build.ts';

/**
 * The page pipeline (src/build/pipeline/README.md): once Astro has built the site, every page is fitted into the first
 * round trip (its used CSS and small scripts inline, the island runtime deferred), its security policy finished from
 * the hashes of what it holds inline, and the hosts' files written. `site` is all it knows of the site.
 */
export function pagePipeline(site: SiteOptions): AstroIntegration {
	let redirects: Redirects = {};
	return {
		name: 'page-pipeline',
		hooks: {
			'astro:config:done': ({ config }) => {
				redirects = config.redirects;
			},
			'astro:build:done': ({ dir, pages, logger }) =>
				finishBuild({ site, root: fileURLToPath(dir), pages, redirects, env: buildEnv(), log: logger }),
		},
	};
}
