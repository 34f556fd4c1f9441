import type { Rule } from 'lightningcss';

import { rewriteCss, rewritePageStyle } from './page-style.ts';

/** Whether a rule only gives custom properties values (`*,:before{--tw-border-style:solid}`), which survive the trip back. */
function onlySetsCustomProperties(rule: Rule): boolean {
	if (rule.type !== 'style' || (rule.value.rules ?? []).length > 0) return false;
	const { declarations = [], importantDeclarations = [] } = rule.value.declarations ?? {};
	return [...declarations, ...importantDeclarations].every((declaration) => declaration.property === 'custom');
}

/**
 * States the defaults of Tailwind's registered custom properties for every browser. Tailwind registers each with
 * `@property` (its initial value) and, in `@layer properties`, gives the same values again behind an `@supports` test
 * that only browsers without `@property` pass. Where `@property` works the values are the ones it already gives, so the
 * test can go, and about 50 bytes of every page with it. The layer's rules are handed back to lightningcss, which a
 * rule of custom properties alone survives unchanged (page-style.ts); any other `@supports` in the layer stays.
 */
export const stateCustomPropertyDefaults = rewritePageStyle("stating the custom properties' defaults", ({ css, where }) =>
	rewriteCss(css, where, {
		Rule: {
			'layer-block'(rule) {
				if (rule.value.name?.join('.') !== 'properties') return undefined;
				const unwrap = (child: Rule): Rule[] =>
					child.type === 'supports' && child.value.rules.every(onlySetsCustomProperties) ? child.value.rules : [child];
				return { ...rule, value: { ...rule.value, rules: rule.value.rules.flatMap(unwrap) } };
			},
		},
	}),
);
