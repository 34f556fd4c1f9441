import { adminPath } from '../lib/content/entry-paths.ts';

/**
 * Where the Sveltia CMS bundle would reach a public CDN on its own, and what it does instead here. Each rule
 * must match exactly `count` times, so a new Sveltia version that moves things fails the build instead of
 * quietly going back to the CDN.
 */
export const bundleRewrites: { what: string; find: RegExp; replace: string; count: number }[] = [
	{
		what: 'update check, locale and chunk fallbacks (unpkg.com/@sveltia/cms)',
		find: /https:\/\/unpkg\.com\/@sveltia\/cms(?=`)/g,
		replace: `${adminPath}/sveltia`,
		count: 1,
	},
	{
		what: 'Immutable.js, which event hooks need (unpkg.com/immutable)',
		find: /\w+\(`immutable`,`dist\/immutable\.es\.js`\)/g,
		replace: `import(\`${adminPath}/sveltia/immutable.es.js\`)`,
		count: 1,
	},
	{
		what: 'WebP encoder for browsers without one (unpkg.com/@jsquash/webp): JPEG instead (src/cms/photo-encoding.ts)',
		find: /(\w+)=\[`webp`\],(?=\w+=\[`raster_image`)/g,
		replace: '$1=[],',
		count: 1,
	},
	{
		what: 'GitHub status poll (githubstatus.com)',
		find: /https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/g,
		replace: `${adminPath}/sveltia/github-status.json`,
		count: 1,
	},
	{
		what: 'interface languages other than English (each loaded from unpkg.com)',
		find: /`ar,bg,ca,[a-zA-Z,-]*,zh-TW`/g,
		replace: '`en-US`',
		count: 1,
	},
	{
		what: 'Source Sans 3 and Noto Mono web fonts (cdn.jsdelivr.net): system fonts instead',
		find: /src:url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/(source-sans-3|noto-mono)[^)]*\)\s*format\('[a-z0-9-]+'\)/g,
		replace: "src:local('$1')",
		count: 2,
	},
	{
		what: 'Material Symbols icon font (cdn.jsdelivr.net): served from /admin/fonts',
		find: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[0-9.]+\/latin-wght-normal\.woff2/g,
		replace: `${adminPath}/fonts/material-symbols-outlined.woff2`,
		count: 1,
	},
];

/**
 * The Sveltia CMS bundle (the text of @sveltia/cms/dist/sveltia-cms.js) with every rewrite applied; throws,
 * naming the rule and the installed `version`, when one does not match as expected.
 */
export function rewriteSveltiaBundle(source: string, version: string): string {
	let out = source;
	for (const rule of bundleRewrites) {
		const found = out.match(rule.find)?.length ?? 0;
		if (found !== rule.count) {
			throw new Error(
				`@sveltia/cms ${version}: expected ${rule.count} match(es) for "${rule.what}", found ${found}. Check src/cms/sveltia-bundle.ts against the new bundle.`,
			);
		}
		out = out.replace(rule.find, rule.replace);
	}
	return out;
}
