import { describe, expect, it } from 'vitest';

import { parsePage } from '@/integrations/page-pipeline/page-steps/page-document';
import { keepUsedRules, markupClasses } from '@/integrations/page-pipeline/page-steps/used-rules';

const page = (body: string) => parsePage(`<html><head></head><body>${body}</body></html>`);
// The state attributes a site passes: what its scripts set or change after load.
const states = ['open', 'data-status'];
const keep = (css: string, body: string) => keepUsedRules(css, page(body), '/a-page: inlining the used CSS', states);

describe('markupClasses', () => {
	it('reads class attributes however they are quoted, and nothing that only looks like one', () => {
		const names = markupClasses(
			parsePage(`<p class=a data-x='b'></p><i class='c  d'></i><p title='class="e"'></p><script>x = 'class="f"'</script>`),
		);
		expect([...names]).toEqual(['a', 'c', 'd']);
	});

	it('decodes entities, so a child variant written with &amp; is its class', () => {
		expect([...markupClasses(parsePage('<div class="lg:[&amp;>figure]:order-last"></div>'))]).toEqual(['lg:[&>figure]:order-last']);
	});
});

describe('keepUsedRules', () => {
	it.each([
		['a rule for a class the markup names', '.a{color:red}', '<p class="a"></p>', '.a{color:red}'],
		['nothing of a rule for an absent class', '.a{color:red}.b{color:#00f}', '<p class="a"></p>', '.a{color:red}'],
		['a :hover rule of a present class', '.a:hover{color:red}', '<p class="a"></p>', '.a:hover{color:red}'],
		['a rule that needs every class it names', '.arrow:is(:where(.group):hover *){opacity:1}', '<a class="group"></a>', ''],
		[
			'a rule of a class the element must lack, on a page without it',
			'.a:not(.b){color:red}',
			'<p class="a"></p>',
			'.a:not(.b){color:red}',
		],
		[
			'an escaped class name, read whole',
			'.md\\:block{display:block}.md\\:flex{display:flex}',
			'<p class="md:block"></p>',
			'.md\\:block{display:block}',
		],
		['an element rule when the element is there', 'p{margin:0}table{width:100%}', '<p></p>', 'p{margin:0}'],
		[
			'a rule of a state attribute the page sets later',
			'[data-status=done] p{opacity:.5}',
			'<div data-start="1"><p></p></div>',
			'[data-status=done] p{opacity:.5}',
		],
		[
			'a rule of a state the browser reaches',
			'details[open]>summary{color:red}',
			'<details><summary>x</summary></details>',
			'details[open]>summary{color:red}',
		],
		[
			'a :has() and :checked rule whose elements are there',
			'[data-list]:has([value=x]:checked) [data-type]{display:none}',
			'<ul data-list><li data-type="y"></li></ul>',
			'[data-list]:has([value=x]:checked) [data-type]{display:none}',
		],
		['no rule of an attribute the page never has', '[aria-roledescription=carousel]>div{display:flex}', '<div></div>', ''],
		['no rule of an attribute the site does not name a state', '[data-mood=happy] p{opacity:.5}', '<div><p></p></div>', ''],
		[
			'the focus ring, which needs only an element',
			':focus-visible{outline:3px solid}',
			'<a href="/"></a>',
			':focus-visible{outline:3px solid}',
		],
		['no form control part on a page without one', '::placeholder{opacity:1}::-webkit-inner-spin-button{height:auto}', '<p></p>', ''],
		['a form control part when the control is there', '::placeholder{opacity:1}', '<input placeholder="Name">', '::placeholder{opacity:1}'],
		['no rule of a shadow tree', ':host{display:block}html,:host{color:red}', '<p></p>', 'html{color:red}'],
	])('keeps %s', (_, css, body, kept) => {
		expect(keep(css, body)).toBe(kept);
	});

	it('keeps @font-face, @property, @keyframes and the layer order', () => {
		const css =
			'@layer base,components;@font-face{font-family:X;src:url(/x.woff2)}@property --x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}';
		expect(keep(css, '<p></p>')).toBe(css);
	});

	it('keeps the rules of a group that stay, and drops a group none stays in', () => {
		const css =
			'@layer utilities{.a{color:red}.b{color:#00f}}@media (width>=40rem){.b{display:none}}@supports (display:grid){.a{display:grid}}';
		expect(keep(css, '<p class="a"></p>')).toBe('@layer utilities{.a{color:red}}@supports (display:grid){.a{display:grid}}');
	});

	it('keeps the selectors of a list that stay', () => {
		expect(keep('.a,.b,table{color:red}', '<i class="b"></i>')).toBe('.b{color:red}');
	});

	it('stops the build, naming the page and the step, when the CSS does not parse', () => {
		expect(() => keep('.a{color:red}}', '<i class="a"></i>')).toThrow('/a-page: inlining the used CSS could not rewrite the CSS: ');
	});
});
