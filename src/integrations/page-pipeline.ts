import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { dropRulesForAbsentClasses } from '../build/page-steps/absent-class-rules.ts';
import { dropColorMixCopies } from '../build/page-steps/color-mix-fallbacks.ts';
import { finishPolicy } from '../build/page-steps/content-security-policy.ts';
import { deferIslandRuntime } from '../build/page-steps/defer-island-runtime.ts';
import { inlinePageCss } from '../build/page-steps/inline-page-css.ts';
import { inlinePageScripts } from '../build/page-steps/inline-page-scripts.ts';
import { dropUnusedCustomProperties } from '../build/page-steps/unused-custom-properties.ts';
import { keepHyphenatedWords } from '../build/page-steps/keep-words.ts';
import { oneBlockPerLayer } from '../build/page-steps/layer-order.ts';
import { calendarFiles, countRules, type Redirects, writeHostPolicies } from '../build/host-policies.ts';
import { budgetReport } from '../build/page-budget.ts';
import type { PageStep } from '../build/page-steps/page-step.ts';
import { validRedirectPage } from '../build/page-steps/redirect-pages.ts';
import { cloudflareRuleLimit, pageKeepsPolicy, policyInPage } from '../build/policy-placement.ts';
import { sourceScriptHashes } from '../build/source-scripts.ts';
import { dropUnusedImages } from '../build/unused-images.ts';

/** The file a page is built to with `build.format: 'file'`: `about-us` is `about-us.html`, the home page `index.html`. */
const pageFile = (pathname: string): string => `${pathname.replace(/^\/|\/$/g, '') || 'index'}.html`;

/**
 * Finishes every built page in one pass: reads it once, runs the page steps below in their order, writes it
 * once. Then tidies the build folder.
 *
 * The steps rewrite what Astro and Tailwind write, so each stops the build, naming the page and the step, when the page
 * is not as it expects: no inline `<style>` to rewrite, CSS that lightningcss (the parser Tailwind uses) cannot read,
 * an island without the runtime to defer, an inline script the build did not write. An upgrade that
 * changes Astro's output fails the build rather than shipping a page a step skipped. The CSS steps change the page's
 * style through one helper (src/build/page-steps/page-style.ts), which reads and writes it with lightningcss.
 */
export function pagePipeline(): AstroIntegration {
	let redirects: Redirects = {};
	return {
		name: 'page-pipeline',
		hooks: {
			'astro:config:done': ({ config }) => {
				redirects = config.redirects;
			},
			'astro:build:done': async ({ dir, pages, logger }) => {
				const root = fileURLToPath(dir);
				const linkedSheets = new Set<string>();
				// The inline scripts the build writes, hashed from their source; the policy allows no other.
				const written = sourceScriptHashes(fileURLToPath(new URL('../', import.meta.url)));
				const policies = new Map<string, string>();
				// _headers will hold its own rules, a rule per page and one per calendar feed (host-policies.ts).
				const headerRules = countRules(readFileSync(path.join(root, '_headers'), 'utf8')) + pages.length + calendarFiles(root).length;
				const inPage = policyInPage(process.env, headerRules);
				if (!inPage) logger.info("each page's policy goes out in the host's header only (the not-found page's in its <meta> element too)");
				const steps: PageStep[] = [
					// Wraps words such as "e-mail" in a no-break span; before the CSS step, so the span's rule is inlined.
					keepHyphenatedWords,
					// Inlines the rules the page uses and drops the stylesheet link.
					inlinePageCss(root, linkedSheets),
					// One statement of the layer order, first, and one block per layer: each component brings its own (layers.css).
					oneBlockPerLayer,
					// Drops the rules that need a class the page never names (the CSS step keeps any that mentions one it does).
					dropRulesForAbsentClasses,
					// Drops the color-mix() copies of theme colours with opacity, which repeat the colour already worked out.
					dropColorMixCopies,
					// Then drops the theme and --tw-* properties nothing on the page reads.
					dropUnusedCustomProperties,
					// Bundles each small module script with the helpers it shares with other pages' scripts, and inlines it.
					inlinePageScripts(root, written),
					// Moves the island runtime into a file fetched on the first interaction with an island.
					deferIslandRuntime(root, written),
					// Last, so it lists exactly the inline scripts and styles the page ends with.
					finishPolicy(written, policies, (pathname) => pageKeepsPolicy(pathname, inPage)),
				];
				const finishedPages: { pathname: string; html: string }[] = [];
				for (const { pathname } of pages) {
					const page = { pathname, file: path.join(root, pageFile(pathname)) };
					let html = readFileSync(page.file, 'utf8');
					for (const step of steps) html = await step(html, page);
					writeFileSync(page.file, html);
					finishedPages.push({ pathname, html });
				}
				// Each first response against the round trip it must fit (src/build/page-budget.ts).
				const budget = budgetReport(finishedPages);
				for (const line of budget.over) logger.warn(line);
				logger.info(budget.largest);
				// Astro's redirect pages are not among `pages`: they get the space and the language HTML requires here.
				const finished = new Set(pages.map(({ pathname }) => path.join(root, pageFile(pathname))));
				for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
					const file = path.join(root, name);
					if (!name.endsWith('.html') || finished.has(file)) continue;
					const html = readFileSync(file, 'utf8');
					const valid = validRedirectPage(html);
					if (valid !== html) writeFileSync(file, valid);
				}
				// Every page carries its rules inline, so no page links these sheets; CSS that code loads (the lightbox's)
				// is never linked, so it stays.
				for (const sheet of linkedSheets) rmSync(path.join(root, sheet));
				// The same policies as response headers, and the redirects, for the hosts (Netlify, Cloudflare Pages, nginx).
				const rules = writeHostPolicies(root, policies, redirects, pageFile);
				// Cloudflare Pages ignores the rules of _headers past the hundredth (Netlify has no such limit).
				if (rules > cloudflareRuleLimit)
					logger.warn(`_headers holds ${rules} rules; Cloudflare Pages applies only the first ${cloudflareRuleLimit}`);
				const images = dropUnusedImages(root);
				logger.info(`${pages.length} pages finished; ${linkedSheets.size} stylesheets and ${images} unreferenced image copies removed`);
			},
		},
	};
}
