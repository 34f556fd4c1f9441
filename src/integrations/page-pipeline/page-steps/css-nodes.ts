import type { CustomProperty } from 'lightningcss';

/** An object of a lightningcss AST, as its visitor API hands the tree to JavaScript. */
export type CssNode = Readonly<Record<string, unknown>>;

export const isNode = (value: unknown): value is CssNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every object in `tree` (a stylesheet, a rule, a selector or a value of lightningcss's AST), depth first, and none
 * below a node `skip` says to stay out of. A step that needs every class of a selector or every var() of a sheet
 * finds them at any depth, inside `:is()`, fallbacks and nested rules, without a walk of its own over each of the
 * AST's many node types.
 */
export function* cssNodes(tree: unknown, skip: (node: CssNode) => boolean = () => false): Generator<CssNode> {
	if (Array.isArray(tree)) {
		for (const item of tree) yield* cssNodes(item, skip);
		return;
	}
	if (!isNode(tree)) return;
	yield tree;
	if (!skip(tree)) for (const value of Object.values(tree)) yield* cssNodes(value, skip);
}

/** The custom property each var() in `tree` reads, fallbacks included: `var(--a,var(--b))` reads `--a` and `--b`. */
export const varNames = (tree: unknown, skip?: (node: CssNode) => boolean): string[] =>
	[...cssNodes(tree, skip)].flatMap((node) => {
		const name =
			node['type'] === 'var' && isNode(node['value']) && isNode(node['value']['name']) ? node['value']['name']['ident'] : undefined;
		return typeof name === 'string' ? [name] : [];
	});

/**
 * The custom property a node declares (`--name:value`), if it is such a declaration. lightningcss keeps a property it
 * does not know (`text-wrap:balance`) in the same shape; its name does not start with `--`.
 */
export function customProperty(node: CssNode): CustomProperty | undefined {
	const value = node['value'];
	if (node['property'] !== 'custom' || !isNode(value)) return undefined;
	const { name, value: tokens } = value;
	return typeof name === 'string' && name.startsWith('--') && Array.isArray(tokens) ? (value as unknown as CustomProperty) : undefined;
}
