import { satteri } from '@astrojs/markdown-satteri';

import { frontmatterPattern } from '../../lib/content/frontmatter.ts';
import { describeMdxSyntaxError } from '../../lib/content/mdx-errors.ts';
import { mdxComponentNames } from '../../lib/content/mdx-text.ts';
import type { SourceFile } from './files.ts';

// The frontmatter's lines become blank lines, so the compiler's line numbers are the file's.
const withoutFrontmatter = (text: string) => text.replace(frontmatterPattern, (block) => block.replace(/[^\n]/g, ''));

/**
 * Compiles every MDX and Markdown body with the processor `astro build` uses (@astrojs/markdown-satteri, as
 * @astrojs/mdx and Astro's Markdown run it), and returns each body it cannot read as `file:line:column: what to do`.
 * Markdown has no syntax errors, but a processor failure there would stop the build too.
 */
export async function findBodySyntaxErrors(files: readonly SourceFile[]): Promise<string[]> {
	const processor = satteri();
	const shared = { syntaxHighlight: false as const, gfm: true, smartypants: true };
	const mdx = await processor.createMdxRenderer?.(shared, {
		optimize: false,
		srcDir: new URL('../../', import.meta.url),
		sourcemap: false,
	});
	const markdown = await processor.createRenderer(shared);
	const errors = await Promise.all(
		files.map(async ({ path, text }) => {
			const body = withoutFrontmatter(text);
			try {
				if (path.endsWith('.mdx')) await mdx?.process(body, path, {});
				else if (path.endsWith('.md')) await markdown.render(body, {});
				return [];
			} catch (error) {
				const { line, column, advice } = describeMdxSyntaxError(String((error as Error).message), mdxComponentNames);
				return [`${path}:${line}:${column}: ${advice}`];
			}
		}),
	);
	return errors.flat();
}
