import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineMdastPlugin } from 'satteri';

import { findMdxCodeNodes, type MdxNode } from './content-only.ts';

/**
 * A plugin for the MDX compiler (Sätteri, Astro's default): a post or guide that holds code, an unknown element or a
 * code-running attribute stops the compile with every such place as `file:line:column: what to do`, before the MDX
 * is ever run, in `astro dev` and in the build alike (src/build/mdx/content-only.ts says what is allowed).
 */
export const mdxContentOnly = defineMdastPlugin({
	name: 'mdx-content-only',
	options: { position: true },
	before(root, context) {
		const problems = findMdxCodeNodes(root as MdxNode);
		if (problems.length === 0) return;
		const name = context.fileURL ? path.relative(process.cwd(), fileURLToPath(context.fileURL)) : 'an MDX file';
		throw new Error(
			`${name} holds more than content (${problems.length}); remove it, then build again:\n  ${problems
				.map(({ line, column, message }) => `${name}:${line}:${column}: ${message}`)
				.join('\n  ')}`,
		);
	},
});
