import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';

import { finishBuild, type SiteOptions } from './finish-build.ts';
import type { HeaderField, HeaderRule } from './hosts/host-headers.ts';
import type { Redirects, TrailingSlash } from './hosts/host-redirects.ts';
import type { Budgets } from './page-budget.ts';
import type { PolicyInPage } from './policy-placement.ts';

export type { BuildLog } from './finish-build.ts';
export type { HeaderField, HeaderRule } from './hosts/host-headers.ts';
export type { ServedFile } from './hosts/host-policies.ts';
export { redirectPairs } from './hosts/host-redirects.ts';
export { asServed, type Budgets, firstRoundTrip, type ServedSize, servedSizes } from './page-budget.ts';
export type { PolicyInPage } from './policy-placement.ts';

/**
 * What a site gives the pipeline (README.md): the rest (its source folder, its redirects) the pipeline reads from its
 * config, and the island loader is its own (runtime/island-loader-entry.ts).
 */
export interface PagePipelineOptions extends Omit<
	SiteOptions,
	'sourceDir' | 'islandLoader' | 'policyInPage' | 'budgets' | 'responseHeaders' | 'hostDefaultHeaders'
> {
	/** Whether each page keeps its policy in its `<meta>` element besides the host's header; every page does by default. */
	policyInPage?: PolicyInPage;
	/** The site's budgets the build warns of, besides the first round trip; none by default. */
	budgets?: Budgets;
	/** The site's headers for every file (`/*`) and for the files under a folder, for every host; none by default. */
	responseHeaders?: readonly HeaderRule[];
	/** The headers Netlify and Cloudflare Pages send of their own with pages and other files, for nginx; none by default. */
	hostDefaultHeaders?: readonly HeaderField[];
}

/** A file of this folder, as a path. */
const own = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The page pipeline (README.md): once Astro has built the site, every page is fitted into the first round trip (its
 * used CSS and small scripts inline, the island runtime deferred), its security policy finished from the hashes of
 * what it holds inline, and the hosts' files written. It sets up what it needs of the build itself: pages as files and
 * one stylesheet file to take rules from, and the `client:interaction` directive whose runtime it defers; a site
 * without `security.csp` stops at once, naming it.
 */
export function pagePipeline({
	policyInPage = true,
	budgets = {},
	responseHeaders = [],
	hostDefaultHeaders = [],
	...options
}: PagePipelineOptions): AstroIntegration {
	let site: SiteOptions | undefined;
	let redirects: Redirects = {};
	let trailingSlash: TrailingSlash = 'ignore';
	return {
		name: 'page-pipeline',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				// Islands wake on the visitor's first interaction: the runtime the pipeline defers is this directive's.
				addClientDirective({ name: 'interaction', entrypoint: own('./runtime/interaction.ts') });
			},
			'astro:config:done': ({ config }) => {
				// Each page a file of its own, as the hosts' rules name them; every stylesheet a file, whose rules the pipeline
				// inlines page by page (page-steps/inline-used-css.ts). The site states both, so its config shows how it builds.
				if (config.build.format !== 'file' || config.build.inlineStylesheets !== 'never')
					throw new AstroError(
						'The page pipeline reads each page as a file of its own and inlines stylesheets itself.',
						"Set `build: { format: 'file', inlineStylesheets: 'never' }` in astro.config.mjs.",
					);
				if (!config.security?.csp)
					throw new AstroError(
						"The page pipeline finishes each page's Content Security Policy, and this site has none.",
						"Set `security: { csp: { algorithm: 'SHA-256', directives: [...] } }` in astro.config.mjs.",
					);
				redirects = config.redirects;
				trailingSlash = config.trailingSlash;
				site = {
					...options,
					policyInPage,
					budgets,
					responseHeaders,
					hostDefaultHeaders,
					islandLoader: own('./runtime/island-loader-entry.ts'),
					sourceDir: fileURLToPath(config.srcDir),
				};
			},
			'astro:build:done': ({ dir, pages, logger }) => {
				if (!site) throw new Error('the page pipeline ran without its config');
				return finishBuild({ site, root: fileURLToPath(dir), pages, redirects, trailingSlash, log: logger });
			},
		},
	};
}
