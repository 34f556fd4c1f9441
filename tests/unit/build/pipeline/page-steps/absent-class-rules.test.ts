import { describe, expect, it } from 'vitest';
import { dropRulesForAbsentClasses } from '@/build/pipeline/page-steps/absent-class-rules';

const run = (html: string) => dropRulesForAbsentClasses(html, { pathname: '/a-page' });
const page = (css: string, body: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`;

describe('dropRulesForAbsentClasses', () => {
	it('keeps the rules of classes the markup names, and drops the rest', () => {
		const css = '.a{color:red}.b{color:blue}p{margin:0}';
		expect(run(page(css, '<p class="a">x</p>'))).toBe(page('.a{color:red}p{margin:0}', '<p class="a">x</p>'));
	});

	it('needs every class of a selector, group markers included', () => {
		const css = '.arrow:is(:where(.group):hover *){opacity:1}.scale:is(:where(.group):hover *){scale:1.05}';
		const body = '<a class="group"><span class="scale"></span></a>';
		expect(run(page(css, body))).toBe(page('.scale:is(:where(.group):hover *){scale:1.05}', body));
	});

	it('reads escaped class names and HTML entities in the markup', () => {
		const css = '.lg\\:\\[\\&\\>figure\\]\\:order-last{order:9999}.md\\:block{display:block}';
		const body = '<div class="lg:[&amp;>figure]:order-last"></div>';
		expect(run(page(css, body))).toBe(page('.lg\\:\\[\\&\\>figure\\]\\:order-last{order:9999}', body));
	});

	it('prunes inside media queries, supports and layers, dropping a group left empty', () => {
		const css = '@layer utilities{.a{color:red}@media (width>=40rem){.b{color:blue}}}@font-face{font-family:X}';
		expect(run(page(css, '<i class="a"></i>'))).toBe(page('@layer utilities{.a{color:red}}@font-face{font-family:X}', '<i class="a"></i>'));
	});

	it('keeps the selectors of a list that match, without splitting inside brackets', () => {
		const css = '.a,.b,[data-x="1,2"]{color:red}';
		expect(run(page(css, '<i class="b"></i>'))).toBe(page('.b,[data-x="1,2"]{color:red}', '<i class="b"></i>'));
	});

	it('reads a brace inside a string or an escaped selector as part of its rule', () => {
		const css = '.a:after{content:"}"}.b\\{x{color:red}.c{color:#00f}';
		expect(run(page(css, '<i class="a c"></i>'))).toBe(page('.a:after{content:"}"}.c{color:#00f}', '<i class="a c"></i>'));
	});

	it('reads a class name whole, whatever characters its selector escapes', () => {
		const css = ".after\\:content-\\[\\'·\\'\\]:after{content:var(--tw-content)}.after\\:content-\\[\\'x\\'\\]:after{content:\"x\"}";
		const body = `<li class="after:content-['·']"></li>`;
		expect(run(page(css, body))).toBe(page(".after\\:content-\\[\\'·\\'\\]:after{content:var(--tw-content)}", body));
	});

	it('does not take a class from text that only looks like markup, in a script or an attribute value', () => {
		const css = '.a{color:red}.b{color:#00f}';
		const body = '<i class="a" title=\'<i class="b">\'></i><script>el.innerHTML = \'<i class="b"></i>\'</script>';
		expect(run(page(css, body))).toBe(page('.a{color:red}', body));
	});

	it('stops the build, naming the page, when the page has no inline style', () => {
		expect(() => run('<p>no style</p>')).toThrow('/a-page: ');
	});

	it('stops the build, naming the page and the step, when the CSS it is given does not parse', () => {
		expect(() => run(page('.a{color:red}}', '<i class="a"></i>'))).toThrow(
			'/a-page: dropping rules for absent classes could not rewrite the CSS: Unexpected end of input',
		);
	});
});
