// @ts-check
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, sharpImageService } from 'astro/config';
import { z } from 'astro/zod';
import { parse } from 'yaml';

import { roomToGrow, videoBudget } from './src/build/budgets.ts';
import { buildEnv } from './src/build/env.ts';
import { policyPlacementFor } from './src/build/host-policy-placement.ts';
import { mdxContentOnly } from './src/build/mdx/content-only-plugin.ts';
import { asksNoIndex } from './src/build/sitemap/noindex-page.ts';
import { activeMarkup } from './src/integrations/active-markup.ts';
import { contentAudit } from './src/integrations/content-audit.ts';
import { headingFont } from './src/integrations/heading-font.ts';
import { pagePipeline } from './src/integrations/page-pipeline/index.ts';
import { sveltiaCms } from './src/integrations/sveltia-cms.ts';
import { siteLocale } from './src/lib/browser/gym-locale.ts';
import { entryPath } from './src/lib/content/content-layout.ts';
import { adminPath } from './src/lib/content/entry-paths.ts';
import { photoFile } from './src/lib/content/image-files.ts';
import { pageDirectives } from './src/lib/http/content-security-policy.ts';
import { responseHeaders, unhashedFileHeaders } from './src/lib/http/security-headers.ts';
import { servedFiles } from './src/lib/http/served-files.ts';
import { speculationRulesJson } from './src/lib/navigation/speculation-rules.ts';
import { settingsSchema } from './src/lib/schemas/settings.ts';
import { stateAttributes } from './src/lib/state-attributes.ts';
import { redirects } from './src/redirects.ts';

// The production address and the map's origin live with the other gym settings, so the gym changes them in one place.
// Those two fields are read through the settings schema; the content collection checks the whole file, naming any
// other bad field, and no picture is loaded here (the schema's image fields read as their paths).
const { url, map } = settingsSchema(() => z.string()).shape;
const settings = z.object({ url, map }).parse(parse(readFileSync(new URL(`./${entryPath('settings')}`, import.meta.url), 'utf8')));
const env = buildEnv();
const outDir = env.ASTRO_OUT_DIR ?? './dist';
const outDirUrl = pathToFileURL(`${resolve(outDir)}/`);

export default defineConfig({
	site: settings.url,
	trailingSlash: 'never',
	redirects,
	// Separate output folders let several builds run side by side (e.g. parallel test runs).
	outDir,
	cacheDir: env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
	integrations: [
		headingFont(),
		contentAudit(),
		// Content carries no scripts, embeds, event handlers or javascript: links; the build stops on any, naming it.
		activeMarkup(),
		react(),
		// A post or guide compiles only as words, Markdown and the site's components, in dev and in the build alike.
		mdx({ processor: satteri({ mdastPlugins: [mdxContentOnly] }) }),
		// Fits each page into the first round trip and finishes its security policy
		// (src/integrations/page-pipeline/README.md); it also writes pages as files and registers client:interaction, the
		// directive of every island.
		pagePipeline({
			lang: siteLocale,
			inlineScripts: [speculationRulesJson()],
			servedFiles,
			// The headers of every file and of the hashed files, for every host (_headers, the nginx includes).
			responseHeaders,
			// What Netlify and Cloudflare Pages send pages and other files of their own, written for nginx.
			hostDefaultHeaders: unhashedFileHeaders,
			photoFile,
			stateAttributes,
			// deploy/nginx sends $gym_csp and answers $gym_redirect, which the build's nginx include sets.
			nginxPrefix: 'gym',
			// The rule that keeps a word on one line is in src/styles/global.css.
			keepWordClass: 'keep-word',
			// Whether pages keep their policy's <meta> copy depends on the host the build is for
			// (src/build/host-policy-placement.ts).
			policyInPage: policyPlacementFor(env),
			budgets: { roomToGrow, video: videoBudget },
		}),
		// /admin (Sveltia CMS) is for staff, and a page that asks not to be indexed (an unfinished class guide) says so in
		// its own meta: both stay out of the sitemap, which is written once the pages are.
		sitemap({
			filter: (page) => !new URL(page).pathname.startsWith(adminPath) && !asksNoIndex(outDirUrl, page),
		}),
		sveltiaCms(),
	],
	markdown: { syntaxHighlight: false },
	// The page pipeline's input: each page a file of its own, as the hosts' rules name them, and every stylesheet a file,
	// whose rules the pipeline inlines page by page (src/integrations/page-pipeline/README.md).
	build: { format: 'file', inlineStylesheets: 'never' },
	// Each page's security policy (src/lib/http/content-security-policy.ts); the page pipeline's last step replaces the
	// script and style hashes with those of exactly what the finished page holds inline.
	security: {
		csp: {
			algorithm: 'SHA-256',
			directives: pageDirectives(settings.map.embedOrigin),
		},
	},
	image: {
		responsiveStyles: false,
		// Build time is mostly image encoding: a low effort encodes several times faster for files a little larger, and
		// AVIF's chroma at half resolution (4:2:0, as in every camera JPEG) makes them smaller (figures in
		// docs/benchmarks.md).
		service: sharpImageService({ avif: { effort: 2, chromaSubsampling: '4:2:0' }, webp: { effort: 2 } }),
	},
	vite: {
		plugins: [tailwindcss()],
		build: {
			rolldownOptions: {
				onwarn(warning, next) {
					// Harmless MDX notice printed on every build; everything else still surfaces.
					if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
					next(warning);
				},
			},
		},
	},
});
