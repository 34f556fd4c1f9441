import { contentLayout } from '../lib/content/content-layout.ts';
import { escapeMdxText, mdxComponentNames } from '../lib/content/mdx-text.ts';
import { encodeJpegForMissingWebp } from './photo-encoding.ts';

/**
 * The collections with a Markdown or MDX body, and the components each body may use: posts and class guides are
 * MDX with the site's components; team bios are Markdown, where `<b>` would be HTML and `&amp;` a `&`.
 */
export const bodyComponents: Record<string, readonly string[]> = Object.fromEntries(
	Object.entries(contentLayout)
		.filter(([, { pattern }]) => /\.mdx?$/.test(pattern))
		.map(([name, { pattern }]) => [name, pattern.endsWith('.mdx') ? mdxComponentNames : []]),
);

/**
 * /admin/cms-hooks.js: uploads are encoded as JPEG where the browser cannot encode WebP (./photo-encoding.ts); and
 * before each Save, the body of a post, class guide or bio is made to show what staff typed
 * (src/lib/content/mdx-text.ts, run from its own source, so the browser and the unit tests run the same code).
 * Sveltia hands the entry over as an Immutable.js map and takes the new data back the same way.
 */
export function cmsHooksScript(): string {
	return `// Made at build time by src/cms/hooks.ts.
const escapeMdxText = ${escapeMdxText.toString()};
const bodyComponents = ${JSON.stringify(bodyComponents)};
if (typeof OffscreenCanvas === 'function') (${encodeJpegForMissingWebp.toString()})(OffscreenCanvas.prototype);
window.CMS.registerEventListener({
	name: 'preSave',
	handler: ({ entry }) => {
		const body = entry.getIn(['data', 'body']);
		const components = bodyComponents[entry.get('collection')];
		if (!components || typeof body !== 'string') return undefined;
		return entry.get('data').set('body', escapeMdxText(body, components));
	},
});
`;
}
