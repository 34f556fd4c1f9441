import { contentLayout } from '../lib/content-layout.ts';
import { escapeMdxText, mdxComponentNames } from '../lib/mdx-text.ts';

/** The collections whose entries are MDX, where a body's `<` and `{` are code unless escaped. */
export const mdxCollections = Object.entries(contentLayout)
	.filter(([, { pattern }]) => pattern.endsWith('.mdx'))
	.map(([name]) => name);

/**
 * /admin/cms-hooks.js: before each Save, the body of a post or class guide is made MDX that shows what staff typed
 * (src/lib/mdx-text.ts, run from its own source, so the browser and the unit tests run the same code). Sveltia hands
 * the entry over as an Immutable.js map and takes the new data back the same way.
 */
export function cmsHooksScript(): string {
	return `// Made at build time by src/build/cms-hooks.ts.
const escapeMdxText = ${escapeMdxText.toString()};
const components = ${JSON.stringify(mdxComponentNames)};
const collections = ${JSON.stringify(mdxCollections)};
window.CMS.registerEventListener({
	name: 'preSave',
	handler: ({ entry }) => {
		const body = entry.getIn(['data', 'body']);
		if (!collections.includes(entry.get('collection')) || typeof body !== 'string') return undefined;
		return entry.get('data').set('body', escapeMdxText(body, components));
	},
});
`;
}
