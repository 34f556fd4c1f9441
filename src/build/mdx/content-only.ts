import { mdxComponentNames } from '../../lib/content/mdx-text.ts';
import { addressProblem } from '../content-check/address-problem.ts';

/**
 * A post's or guide's MDX, read as the MDX compiler parsed it, holds words, Markdown, the site's own components and a
 * few harmless HTML elements, and nothing else: no import or export, no `{…}` expression, no element or attribute
 * that runs code, restyles the page or embeds another. An allowlist over the parsed tree, so no way of writing an
 * expression (inside an attribute, across backticks) slips past it. ./content-only-plugin.ts runs it on
 * every MDX file as it compiles, in `astro dev` and in the build alike.
 */

/** HTML elements a body may use beside Markdown: text-level marks that run nothing, load nothing and style nothing. */
const harmlessElements = new Set([
	'abbr',
	'b',
	'br',
	'cite',
	'del',
	'dfn',
	'em',
	'i',
	'ins',
	'kbd',
	'mark',
	'q',
	's',
	'small',
	'span',
	'strong',
	'sub',
	'sup',
	'time',
	'u',
]);
/** Attributes those elements and the components may carry, always as quoted text. */
const harmlessAttributes = new Set(['title', 'lang', 'dir', 'datetime', 'cite']);

/** The nodes of an MDX syntax tree that matter here (mdast with remark-mdx's node types). */
export interface MdxNode {
	type: string;
	name?: string | null;
	url?: string;
	attributes?: { type: string; name?: string; value?: unknown }[];
	children?: MdxNode[];
	position?: { start: { line: number; column: number } };
}

/** One thing in a body that is more than content, where it starts and what to do about it. */
export interface MdxProblem {
	line: number;
	column: number;
	message: string;
}

const components = new Set<string>(mdxComponentNames);
const componentList = mdxComponentNames.map((name) => `<${name} />`).join(' or ');

/** What to do about an import or export line, and about a `{…}` expression (content:check says the same). */
export const esmMessage = `an import or export line runs code when the site is built: remove it (${componentList} need no import)`;
export const expressionMessage = 'a { … } expression runs code when the site is built: write \\{ for a brace in the text, or remove it';

/** What is wrong with one node, or nothing for words, Markdown and what the allowlists name. */
function problemsOf(node: MdxNode): string[] {
	switch (node.type) {
		case 'mdxjsEsm':
			return [esmMessage];
		case 'mdxFlowExpression':
		case 'mdxTextExpression':
			return [expressionMessage];
		case 'link':
		case 'image':
		case 'definition': {
			const problem = addressProblem(node.url ?? '');
			return problem ? [problem] : [];
		}
		case 'mdxJsxFlowElement':
		case 'mdxJsxTextElement':
			return elementProblems(node);
		default:
			return [];
	}
}

function elementProblems({ name, attributes = [] }: MdxNode): string[] {
	// <>…</> groups its children and is nothing itself.
	if (name === null || name === undefined) return [];
	const isComponent = components.has(name);
	if (!isComponent && !harmlessElements.has(name))
		return [`a <${name}> element is not one a post or guide can use: write Markdown, or use ${componentList}`];
	return attributes.flatMap((attribute) => {
		if (attribute.type !== 'mdxJsxAttribute') return [`a { … } attribute on <${name}> runs code: remove it`];
		if (typeof attribute.value === 'object' && attribute.value !== null)
			return [`the ${attribute.name ?? ''} attribute of <${name}> is written as { … }, which runs code: write its value in quotes`];
		if (!isComponent && !harmlessAttributes.has(attribute.name ?? ''))
			return [`<${name}> cannot carry a ${attribute.name ?? ''} attribute here: remove it`];
		const address = typeof attribute.value === 'string' ? addressProblem(attribute.value) : undefined;
		return address ? [address] : [];
	});
}

/** Every node of the tree that is more than content, in document order. */
export function findMdxCodeNodes(tree: MdxNode): MdxProblem[] {
	const found: MdxProblem[] = [];
	const walk = (node: MdxNode) => {
		const { line = 0, column = 0 } = node.position?.start ?? {};
		for (const message of problemsOf(node)) found.push({ line, column, message });
		for (const child of node.children ?? []) walk(child);
	};
	walk(tree);
	return found;
}
