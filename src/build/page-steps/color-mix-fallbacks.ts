import { cssRules, cssText, isGroupRule } from './css-rules.ts';
import { rewritePageStyle } from './page-style.ts';

const fallbackBlock = /^@supports \(color:color-mix\(in lab, red, red\)\)$/;
const mixOf = /color-mix\(([^()]*(?:\([^()]*\))?[^()]*)\)/g;
const themeMix = /^in oklab, var\(--color-([\w-]+)\) \d+(?:\.\d+)?%, transparent$/;

/** The rules of `css` without the color-mix() blocks that only mix one of `hex`'s theme colours with transparent. */
function withoutCopies(css: string, hex: Set<string>): string {
	const kept = cssRules(css).flatMap((rule) => {
		if (fallbackBlock.test(rule.prelude)) {
			const mixes = [...(rule.body ?? '').matchAll(mixOf)].map((match) => match[1] ?? '');
			const onlyThemeHex = mixes.length > 0 && mixes.every((mix) => hex.has(themeMix.exec(mix)?.[1] ?? ''));
			return onlyThemeHex ? [] : [rule];
		}
		return isGroupRule(rule) ? [{ ...rule, body: withoutCopies(rule.body ?? '', hex) }] : [rule];
	});
	return cssText(kept);
}

/**
 * Drops Tailwind's `color-mix()` copies of a colour with opacity (`text-paper/90`) where the colour is one of the
 * theme's hex colours. Tailwind writes each such rule twice: first the colour worked out (`#f7f5f0e6`), then, for
 * browsers with color-mix(), the same colour mixed with transparent in oklab, which for a hex colour and
 * transparent is that very colour: bytes on every page, for nothing. A block that mixes anything
 * else (a colour from a variable of the page, a gradient space) stays.
 */
export const dropColorMixCopies = rewritePageStyle('dropping color-mix copies', (css) => {
	const hex = new Set([...css.matchAll(/--color-([\w-]+):#[0-9a-f]{3,8}(?=[;}])/gi)].map((match) => match[1] ?? ''));
	return withoutCopies(css, hex);
});
