import { describe, expect, it } from 'vitest';

import { serializeScriptJson } from '@/lib/script-json';

describe('serializeScriptJson', () => {
	it.each([
		['a closing tag', { note: 'Closed</script><script>alert(1)</script>' }],
		['a comment opener', { note: '<!-- <script>' }],
		['upper case', ['</SCRIPT>']],
		['plain text', { text: 'Open now · closes 21:00', open: true }],
		['nothing', undefined],
	])('writes no "<" for %s, and reads back as the same data', (_, data) => {
		const json = serializeScriptJson(data);
		expect(json).not.toContain('<');
		expect(JSON.parse(json)).toEqual(data ?? null);
	});

	it.each([
		[
			'a closing script tag',
			{ name: '</script><script>alert(1)</script>' },
			'{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
		],
		['an HTML comment opener', { name: '<!-- x' }, '{"name":"\\u003c!-- x"}'],
		['plain text unchanged', { name: 'Gym & Co' }, '{"name":"Gym & Co"}'],
	])('writes %s as JSON with only "<" escaped', (_, data, expected) => {
		expect(serializeScriptJson(data)).toBe(expected);
	});
});
