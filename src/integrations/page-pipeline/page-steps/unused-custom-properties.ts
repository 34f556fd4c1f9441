import { cssNodes, customProperty, varNames } from './css-nodes.ts';
import { rewriteCss, rewritePageStyle } from './page-style.ts';

/**
 * Drops the CSS custom properties a page never reads from its inline `<style>`. Tailwind writes its whole theme
 * (`--color-amber-100`, `--text-8xl`…) and the defaults of every `--tw-*` property it registers into each page's CSS,
 * used there or not: a share of a first response that must fit one round trip. A property stays when a declaration
 * other than a custom property's reads it (`var(--name)`, fallbacks included), when the page's markup or scripts name
 * it (a style attribute, a script that sets or reads it), or when a property that stays reads it. Its declarations
 * and its `@property` rule go; a rule or group left empty goes when lightningcss writes the sheet.
 */
export const dropUnusedCustomProperties = rewritePageStyle('dropping unread custom properties', ({ css, markup: page, where }) => {
	const kept = new Set<string>();
	const markup = page();
	return rewriteCss(css, where, {
		StyleSheet(sheet) {
			const reads = new Map<string, string[]>();
			for (const node of cssNodes(sheet)) {
				const property = customProperty(node);
				if (property) reads.set(property.name, [...(reads.get(property.name) ?? []), ...varNames(property.value)]);
			}
			const readElsewhere = varNames(sheet, (node) => customProperty(node) !== undefined);
			const toKeep = [...readElsewhere, ...[...reads.keys()].filter((name) => markup.includes(name))];
			for (let name = toKeep.pop(); name !== undefined; name = toKeep.pop()) {
				if (kept.has(name)) continue;
				kept.add(name);
				toKeep.push(...(reads.get(name) ?? []));
			}
		},
		Declaration: { custom: ({ name }) => (!name.startsWith('--') || kept.has(name) ? undefined : []) },
		Rule: { property: (rule) => (kept.has(rule.value.name) || markup.includes(rule.value.name) ? undefined : []) },
	});
});
