import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
	everyFilePolicy,
	type HeaderField,
	type HeaderRule,
	nginxHeaderLines,
	nginxPageHeaderLines,
	writeHeadersFileRules,
	writeNginxHeaders,
} from './hosts/host-headers.ts';
import { writeNginxLocations } from './hosts/host-locations.ts';
import { countRules, type ServedFile, servedFilesIn, writeHostPolicies } from './hosts/host-policies.ts';
import { type Redirects, type TrailingSlash, writeHostRedirects } from './hosts/host-redirects.ts';
import { budgetReport, type Budgets, videoFilesIn } from './page-budget.ts';
import { pageFile } from './page-paths.ts';
import { dropColorMixCopies } from './page-steps/color-mix-fallbacks.ts';
import { finishPolicy } from './page-steps/content-security-policy.ts';
import { deferIslandRuntime } from './page-steps/defer-island-runtime.ts';
import { inlinePageScripts } from './page-steps/inline-page-scripts.ts';
import { inlineUsedCss } from './page-steps/inline-used-css.ts';
import { keepHyphenatedWords } from './page-steps/keep-words.ts';
import { oneBlockPerLayer } from './page-steps/layer-order.ts';
import { finishPage, type PageStep } from './page-steps/page-step.ts';
import { stateCustomPropertyDefaults } from './page-steps/property-defaults.ts';
import { dropUnusedCustomProperties } from './page-steps/unused-custom-properties.ts';
import { cloudflareRuleLimit, pageKeepsPolicy, type PolicyInPage, policyInPage } from './policy-placement.ts';
import { sourceScriptHashes } from './source-scripts.ts';
import { dropUnusedImages } from './unused-images.ts';
import { validRedirectPage } from './valid-redirect-pages.ts';

/** Where the build's notes go: Astro's integration logger, or a test's stand-in. */
export interface BuildLog {
	info(message: string): void;
	warn(message: string): void;
}

/** What the page pipeline needs to know of the site: what the site passes to the integration (index.ts), and what the integration reads of its config. */
export interface SiteOptions {
	/** The language of the site's pages, which Astro's redirect pages are given (`en-GB`). */
	lang: string;
	/** The folder of the site's `.astro` files, whose `is:inline` scripts are the only ones of a component a policy allows. */
	sourceDir: string;
	/** Other inline scripts the site's pages carry, as written (its speculation rules' JSON). */
	inlineScripts: readonly string[];
	/** The module that stands in for Astro's island runtime on every page, bundled inline (page-steps/defer-island-runtime.ts). */
	islandLoader: string;
	/** Whether each page keeps its policy in its `<meta>` element besides the host's header (policy-placement.ts). */
	policyInPage: PolicyInPage;
	/** The site's budgets the build warns of, besides the first round trip (page-budget.ts). */
	budgets: Budgets;
	/** The files the site serves besides its pages, by how their names end, with the headers hosts send with them. */
	servedFiles: readonly ServedFile[];
	/** The site's headers for every file (`/*`) and for the files under a folder, which every host is given (hosts/host-headers.ts). */
	responseHeaders: readonly HeaderRule[];
	/**
	 * The headers Netlify and Cloudflare Pages send of their own with pages and the other files outside the folders of
	 * `responseHeaders`: left out of `_headers`, and written for nginx (hosts/host-headers.ts).
	 */
	hostDefaultHeaders: readonly HeaderField[];
	/** The image originals under `_astro/` the build deletes when no built file names them (photos; an SVG is small). */
	photoFile: RegExp;
	/**
	 * The attributes the site's scripts set or change after load (`hidden`, `data-status`): a selector's condition on
	 * one is a state, so the rule stays when the rest of it matches the page (page-steps/used-rules.ts).
	 */
	stateAttributes: readonly string[];
	/** The prefix of the variables the nginx include sets: `site` gives `$site_csp` and `$site_redirect`. */
	nginxPrefix: string;
	/** The site's class that keeps a word on one line, which the build puts on hyphenated words (page-steps/keep-words.ts). */
	keepWordClass: string;
}

/** What the page steps share over one build: the site, the build folder, and what the steps collect across pages. */
export interface PageStepBuild {
	site: SiteOptions;
	root: string;
	/** The stylesheets the pages linked, which the CSS step fills and the build deletes once every page is finished. */
	linkedSheets: Set<string>;
	/** The hashes of the inline scripts the build writes (source-scripts.ts); the policy allows no other. */
	written: Set<string>;
	/** Each page's finished policy, by URL path, which the hosts' files are written from. */
	policies: Map<string, string>;
	/** Whether every page's policy stays in its <meta> element as well as the header (policy-placement.ts). */
	inPage: boolean;
}

/** One page step: the file in page-steps/ it comes from, as the pipeline's README lists it, and how it is made for a build. */
export interface NamedPageStep {
	file: string;
	make: (build: PageStepBuild) => PageStep;
}

/** The page steps in the order every page runs them; the pipeline's README lists them in this order (a repo test checks). */
export const pageSteps: readonly NamedPageStep[] = [
	// Wraps words such as "e-mail" in a no-break span; before the CSS step, so the span's rule is inlined.
	{ file: 'keep-words.ts', make: ({ site }) => keepHyphenatedWords(site.keepWordClass) },
	// Inlines the rules the page uses and drops the stylesheet links.
	{ file: 'inline-used-css.ts', make: ({ root, linkedSheets, site }) => inlineUsedCss(root, linkedSheets, site.stateAttributes) },
	// One statement of the layer order, first, and one block per layer: each component brings its own (layers.css).
	{ file: 'layer-order.ts', make: () => oneBlockPerLayer },
	// Drops the color-mix() copies of theme colours with opacity, which repeat the colour already worked out.
	{ file: 'color-mix-fallbacks.ts', make: () => dropColorMixCopies },
	// Then drops the theme and --tw-* properties nothing on the page reads.
	{ file: 'unused-custom-properties.ts', make: () => dropUnusedCustomProperties },
	// States the defaults of the --tw-* properties left for every browser, not only those without @property.
	{ file: 'property-defaults.ts', make: () => stateCustomPropertyDefaults },
	// Bundles each small module script with the helpers it shares with other pages' scripts, and inlines it.
	{ file: 'inline-page-scripts.ts', make: ({ root, written }) => inlinePageScripts(root, written) },
	// Moves the island runtime into a file fetched on the first interaction with an island.
	{ file: 'defer-island-runtime.ts', make: ({ root, site, written }) => deferIslandRuntime(root, site.islandLoader, written) },
	// Last, so it lists exactly the inline scripts and styles the page ends with.
	{
		file: 'content-security-policy.ts',
		make: ({ written, policies, inPage }) => finishPolicy(written, policies, (pathname) => pageKeepsPolicy(pathname, inPage)),
	},
];

/** What finishing a build needs: the build folder, the pages Astro built into it, and what the build was given. */
export interface FinishBuildOptions {
	site: SiteOptions;
	/** The build folder. */
	root: string;
	/** The pages Astro built, by URL path (`about-us`, `` for the home page); its redirect pages are not among them. */
	pages: readonly { pathname: string }[];
	/** The site's redirects, as astro.config.mjs's `redirects` give them. */
	redirects: Redirects;
	/** Astro's `trailingSlash`: with `never`, nginx moves an address with a trailing slash to the one without. */
	trailingSlash?: TrailingSlash;
	log: BuildLog;
}

/**
 * Finishes every built page in one pass: reads it into a document, runs the page steps on it in order and writes it
 * once (page-steps/page-step.ts); then tidies the build folder and writes the hosts' files. A step stops the build,
 * naming the page, when Astro's or Tailwind's output is not as it expects, so a page is never shipped half-finished.
 */
export async function finishBuild({ site, root, pages, redirects, trailingSlash = 'ignore', log }: FinishBuildOptions): Promise<void> {
	const linkedSheets = new Set<string>();
	// The inline scripts the build writes, hashed from their source; the policy allows no other.
	const written = sourceScriptHashes(site.sourceDir, site.inlineScripts);
	const policies = new Map<string, string>();
	// _headers will hold the rules of the site's own file (public/_headers, when it has one), its header rules, written
	// now (hosts/host-headers.ts), a rule per page and one per served file (hosts/host-policies.ts).
	writeHeadersFileRules(root, site.responseHeaders);
	const served = servedFilesIn(root, site.servedFiles).length;
	const headersFile = path.join(root, '_headers');
	const ownRules = existsSync(headersFile) ? countRules(readFileSync(headersFile, 'utf8')) : 0;
	const headerRules = ownRules + pages.length + served;
	const inPage = policyInPage(site.policyInPage, headerRules);
	if (!inPage) log.info("each page's policy goes out in the host's header only (the not-found page's in its <meta> element too)");
	const steps = pageSteps.map(({ make }) => make({ site, root, linkedSheets, written, policies, inPage }));
	const finishedPages: { pathname: string; html: string }[] = [];
	for (const { pathname } of pages) {
		const file = path.join(root, pageFile(pathname));
		const html = await finishPage(readFileSync(file, 'utf8'), pathname, steps);
		writeFileSync(file, html);
		finishedPages.push({ pathname, html });
	}
	// Each first response against the round trip it must fit, and the site's own budgets (page-budget.ts).
	const budget = budgetReport(finishedPages, site.budgets, videoFilesIn(root));
	for (const line of budget.over) log.warn(line);
	log.info(budget.largest);
	// Astro's redirect pages are not among `pages`: they get the space and the language HTML requires here.
	const finished = new Set(pages.map(({ pathname }) => path.join(root, pageFile(pathname))));
	for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
		const file = path.join(root, name);
		if (!name.endsWith('.html') || finished.has(file)) continue;
		const html = readFileSync(file, 'utf8');
		const valid = validRedirectPage(html, site.lang);
		if (valid !== html) writeFileSync(file, valid);
	}
	// Every page carries its rules inline, so no page links these sheets; CSS that code loads (the lightbox's)
	// is never linked, so it stays.
	for (const sheet of linkedSheets) rmSync(path.join(root, sheet));
	// The same policies as response headers, the redirects and the site's headers, for the hosts (Netlify, Cloudflare
	// Pages, nginx).
	const rules = writeHostPolicies(root, policies, site.servedFiles, site.nginxPrefix, everyFilePolicy(site.responseHeaders));
	writeHostRedirects(root, redirects, site.nginxPrefix, trailingSlash);
	writeNginxHeaders(root, site.responseHeaders, site.hostDefaultHeaders, site.nginxPrefix);
	writeNginxLocations(root, site.servedFiles, {
		answer: nginxHeaderLines(site.responseHeaders, site.nginxPrefix),
		file: nginxPageHeaderLines(site.responseHeaders, site.hostDefaultHeaders, site.nginxPrefix),
	});
	// Cloudflare Pages ignores the rules of _headers past the hundredth (Netlify has no such limit).
	if (rules > cloudflareRuleLimit)
		log.warn(`_headers holds ${rules} rules; Cloudflare Pages applies only the first ${cloudflareRuleLimit}`);
	const images = dropUnusedImages(root, site.photoFile);
	log.info(`${pages.length} pages finished; ${linkedSheets.size} stylesheets and ${images} unreferenced image copies removed`);
}
