import { describe, expect, it } from 'vitest';
import { dropRulesForAbsentClasses } from '@/build/page-steps/absent-class-rules';

const page = (css: string, body: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`;

describe('dropRulesForAbsentClasses', () => {
	it('keeps the rules of classes the markup names, and drops the rest', () => {
		const css = '.a{color:red}.b{color:blue}p{margin:0}';
		expect(dropRulesForAbsentClasses(page(css, '<p class="a">x</p>'))).toBe(page('.a{color:red}p{margin:0}', '<p class="a">x</p>'));
	});

	it('needs every class of a selector, group markers included', () => {
		const css = '.arrow:is(:where(.group):hover *){opacity:1}.scale:is(:where(.group):hover *){scale:1.05}';
		const body = '<a class="group"><span class="scale"></span></a>';
		expect(dropRulesForAbsentClasses(page(css, body))).toBe(page('.scale:is(:where(.group):hover *){scale:1.05}', body));
	});

	it('reads escaped class names and HTML entities in the markup', () => {
		const css = '.lg\\:\\[\\&\\>figure\\]\\:order-last{order:9999}.md\\:block{display:block}';
		const body = '<div class="lg:[&amp;>figure]:order-last"></div>';
		expect(dropRulesForAbsentClasses(page(css, body))).toBe(page('.lg\\:\\[\\&\\>figure\\]\\:order-last{order:9999}', body));
	});

	it('prunes inside media queries, supports and layers, dropping a group left empty', () => {
		const css = '@layer utilities{.a{color:red}@media (width>=40rem){.b{color:blue}}}@font-face{font-family:X}';
		expect(dropRulesForAbsentClasses(page(css, '<i class="a"></i>'))).toBe(
			page('@layer utilities{.a{color:red}}@font-face{font-family:X}', '<i class="a"></i>'),
		);
	});

	it('keeps the selectors of a list that match, without splitting inside brackets', () => {
		const css = '.a,.b,[data-x="1,2"]{color:red}';
		expect(dropRulesForAbsentClasses(page(css, '<i class="b"></i>'))).toBe(page('.b,[data-x="1,2"]{color:red}', '<i class="b"></i>'));
	});
});
