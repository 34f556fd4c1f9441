// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, sharpImageService } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { parse } from 'yaml';
import { interactionDirective } from './src/directives/integration.mjs';
import { contentAudit } from './src/integrations/content-audit.mjs';
import { criticalCss } from './src/integrations/critical-css.mjs';
import { keepWords } from './src/integrations/keep-words.mjs';
import { pageScriptHashes } from './src/integrations/page-script-hashes.mjs';
import { sveltiaCms } from './src/integrations/sveltia-cms.mjs';
import { dropUnusedImages } from './src/integrations/unused-images.mjs';
import { writeHeadingFont } from './src/integrations/heading-font.mjs';
import { findPlaceholders } from './src/lib/find-placeholders.mjs';
import { findUnlistedPaths } from './src/integrations/unlisted-paths.mjs';

// The production address lives with the other gym settings, so the gym changes it in one place.
const settings = parse(readFileSync(new URL('./content/settings/site.yaml', import.meta.url), 'utf8'));
const unlisted = findUnlistedPaths(new URL('./content/classes/', import.meta.url));
// The heading font is cut to the characters content uses before Vite reads the stylesheet that loads it.
await writeHeadingFont({
	contentDir: fileURLToPath(new URL('./content/', import.meta.url)),
	outFile: fileURLToPath(new URL('./src/styles/fonts/oswald-headings.woff2', import.meta.url)),
});

export default defineConfig({
	site: settings.url,
	trailingSlash: 'never',
	// One stylesheet file; criticalCss() then inlines each page's own rules (BENCHMARKS.md).
	build: { format: 'file', inlineStylesheets: 'never' },
	// The gallery index's card once linked Classes In Action here (SPEC §2 note); hosts with redirect rules answer 301 (public/_redirects).
	redirects: { '/gallery/classes-in-action': '/gallery/classes' },
	// Separate output folders let several builds run side by side (e.g. parallel test runs).
	outDir: process.env.ASTRO_OUT_DIR ?? './dist',
	cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
	integrations: [
		interactionDirective(),
		contentAudit({ placeholders: findPlaceholders }),
		react(),
		mdx(),
		// Unfinished class guides carry noindex, so they stay out of the sitemap too.
		keepWords(),
		criticalCss(),
		pageScriptHashes(),
		dropUnusedImages(),
		// /admin (Sveltia CMS) is for staff: noindex and out of the sitemap.
		sitemap({
			filter: (page) => !new URL(page).pathname.startsWith('/admin') && !unlisted.some((path) => new URL(page).pathname === path),
		}),
		sveltiaCms(),
	],
	markdown: { syntaxHighlight: false },
	image: {
		responsiveStyles: false,
		// AVIF at effort 2 encodes about 6x faster than sharp's default 4 for files about 10% larger (BENCHMARKS.md).
		service: sharpImageService({ avif: { effort: 2 } }),
	},
	security: {
		csp: {
			algorithm: 'SHA-256',
			directives: [
				"default-src 'self'",
				"img-src 'self' data:",
				"font-src 'self'",
				"media-src 'self'",
				"connect-src 'self'",
				`frame-src ${settings.map.embedOrigin}`,
				"base-uri 'self'",
				"form-action 'self'",
				"object-src 'none'",
			],
		},
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
