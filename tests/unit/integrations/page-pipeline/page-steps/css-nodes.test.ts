import { type StyleSheet, transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';

import { cssNodes, customProperty, varNames } from '@/integrations/page-pipeline/page-steps/css-nodes';

/** The AST lightningcss hands a visitor for `css`. */
function sheetOf(css: string): StyleSheet {
	let sheet: StyleSheet | undefined;
	transform({ filename: 'test.css', code: Buffer.from(css), visitor: { StyleSheet: (read) => void (sheet = read) } });
	return sheet!;
}

describe('cssNodes', () => {
	it('finds nodes at any depth, and none below a node it is told to skip', () => {
		const sheet = sheetOf('@media print{.a:is(:where(.b) *){color:red}}');
		const classes = (skip?: (node: Record<string, unknown>) => boolean) =>
			[...cssNodes(sheet, skip)].flatMap((node) => (node['type'] === 'class' ? [node['name']] : []));
		expect(classes()).toEqual(['a', 'b']);
		expect(classes((node) => node['kind'] === 'is')).toEqual(['a']);
	});
});

describe('varNames', () => {
	it('names every variable read, fallbacks included', () => {
		expect(varNames(sheetOf('.a{margin:var(--a,var(--b)) calc(var(--c) * 2)}'))).toEqual(['--a', '--b', '--c']);
	});
});

describe('customProperty', () => {
	it('takes custom property declarations, not the properties lightningcss does not know', () => {
		const declared = [...cssNodes(sheetOf(':root{--a:1px;text-wrap:balance}'))].flatMap((node) => customProperty(node)?.name ?? []);
		expect(declared).toEqual(['--a']);
	});
});
