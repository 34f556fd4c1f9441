import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { inlineHash } from './page-steps/content-security-policy.ts';

// `<script is:inline>` with its code written out (not `set:html`, not a JSON data block): Astro copies the code into
// the page exactly as written, so its hash can be taken from the source file.
const literalInlineScript = /<script\s+is:inline(?![^>]*\sset:html)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The code of every `<script is:inline>` written out in a component, layout or page. */
export function inlineScriptsOf(astroSource: string): string[] {
	return [...astroSource.matchAll(literalInlineScript)].map((match) => match[1] ?? '');
}

/**
 * Hashes of the inline scripts the build writes beside Astro's own: `more` (the site's scripts written from code,
 * such as its speculation rules) and the `is:inline` scripts of the `.astro` files under `srcDir`. Taken from their
 * source, so nothing content puts in a page is among them.
 */
export function sourceScriptHashes(srcDir: string, more: readonly string[] = []): Set<string> {
	const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.astro'));
	const scripts = files.flatMap((name) => inlineScriptsOf(readFileSync(path.join(srcDir, name), 'utf8')));
	return new Set([...more, ...scripts].map(inlineHash));
}
