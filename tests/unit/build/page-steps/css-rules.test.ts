import { describe, expect, it } from 'vitest';
import { cssRules, cssText, isGroupRule, selectorList } from '@/build/page-steps/css-rules';

describe('cssRules', () => {
	it('splits a sheet into its top-level blocks and statements, and cssText writes it back unchanged', () => {
		const css = '@layer a,b;.x{color:red}@media (width>=40rem){.y{color:blue}.z{color:green}}@import "p.css";';
		const rules = cssRules(css);
		expect(rules).toEqual([
			{ prelude: '@layer a,b;' },
			{ prelude: '.x', body: 'color:red' },
			{ prelude: '@media (width>=40rem)', body: '.y{color:blue}.z{color:green}' },
			{ prelude: '@import "p.css";' },
		]);
		expect(cssText(rules)).toBe(css);
	});

	it('leaves braces and semicolons in strings, comments, escapes and brackets to the rule they sit in', () => {
		const css = `.a::after{content:"}{;"}.b\\{c{x:'{'}/* } */[data-x="{;}"]{y:url(a;b)}`;
		expect(cssRules(css).map(({ prelude }) => prelude)).toEqual(['.a::after', '.b\\{c', '/* } */[data-x="{;}"]']);
		expect(cssText(cssRules(css))).toBe(css);
	});

	it('stops on a sheet whose braces do not balance, rather than guessing where a rule ends', () => {
		expect(() => cssRules('.a{color:red')).toThrow('unbalanced CSS');
		expect(() => cssRules('.a{color:red}}')).not.toThrow();
	});

	it('tells group rules, whose bodies hold rules, from other at-rules', () => {
		const [media, face, layer, statement] = cssRules('@media print{.a{b:c}}@font-face{font-family:X}@layer x{.a{b:c}}@layer y;');
		expect([media, face, layer, statement].map((rule) => rule && isGroupRule(rule))).toEqual([true, false, true, false]);
	});
});

describe('selectorList', () => {
	it('splits at top-level commas only', () => {
		expect(selectorList('.a,:is(.b,.c),[data-x="1,2"],.d\\,e')).toEqual(['.a', ':is(.b,.c)', '[data-x="1,2"]', '.d\\,e']);
	});
});
