import type { Function as CssFunction, SupportsCondition, TokenOrValue } from 'lightningcss';

import { cssNodes, customProperty, isNode } from './css-nodes.ts';
import { rewriteCss, rewritePageStyle } from './page-style.ts';

/** Whether a condition is Tailwind's test for color-mix(): `@supports (color:color-mix(in lab, red, red))`. */
const testsColorMix = (condition: SupportsCondition) =>
	condition.type === 'declaration' && condition.propertyId.property === 'color' && condition.value === 'color-mix(in lab, red, red)';

/** An argument of color-mix() as the pattern below reads it: a keyword, `,`, `%` for a percentage, a variable's name. */
function word(argument: TokenOrValue): string {
	if (argument.type === 'var') return argument.value.fallback ? '?' : argument.value.name.ident;
	if (argument.type !== 'token') return '?';
	const token = argument.value;
	if (token.type === 'ident') return token.value;
	return token.type === 'comma' ? ',' : token.type === 'percentage' ? '%' : '?';
}

/** The theme colour a color-mix() mixes with transparent in oklab (`in oklab, var(--color-paper) 90%, transparent`), if that is all it does. */
function mixedWithTransparent({ arguments: args }: CssFunction): string | undefined {
	const words = args.filter((argument) => !(argument.type === 'token' && argument.value.type === 'white-space')).map(word);
	const colour = words[3] ?? '';
	return words.join(' ') === `in oklab , ${colour} % , transparent` ? colour : undefined;
}

/**
 * Drops Tailwind's `color-mix()` copies of a colour with opacity (`text-paper/90`) where the colour is one of the
 * theme's sRGB colours (`--color-paper:#f7f5f0`). Tailwind writes each such rule twice: first the colour worked out
 * (`#f7f5f0e6`), then, for browsers with color-mix(), the same colour mixed with transparent in oklab, which for an
 * sRGB colour and transparent is that very colour: bytes on every page, for nothing. A block that mixes anything
 * else (a colour from a variable of the page, a gradient space) stays.
 */
export const dropColorMixCopies = rewritePageStyle('dropping color-mix copies', ({ css, where }) => {
	const srgb = new Set<string>();
	return rewriteCss(css, where, {
		StyleSheet(sheet) {
			for (const node of cssNodes(sheet)) {
				const property = customProperty(node);
				const [only, ...more] = property?.value ?? [];
				const isSrgb = only?.type === 'color' && typeof only.value === 'object' && only.value.type === 'rgb';
				if (property?.name.startsWith('--color-') && isSrgb && more.length === 0) srgb.add(property.name);
			}
		},
		Rule: {
			supports(rule) {
				if (!testsColorMix(rule.value.condition)) return undefined;
				const mixes = [...cssNodes(rule.value.rules)].flatMap(({ type, value }) =>
					type === 'function' && isNode(value) && value['name'] === 'color-mix' ? [value as unknown as CssFunction] : [],
				);
				const onlyThemeColours = mixes.length > 0 && mixes.every((mix) => srgb.has(mixedWithTransparent(mix) ?? ''));
				return onlyThemeColours ? [] : undefined;
			},
		},
	});
});
