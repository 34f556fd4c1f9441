import { describe, expect, it } from 'vitest';

import { headerOnlyDirectives, pageDirectives } from '@/lib/http/content-security-policy';

const directives = pageDirectives('https://maps.example.test');
const sourcesOf = (name: string) =>
	directives
		.find((directive) => directive.split(' ')[0] === name)
		?.split(' ')
		.slice(1);

describe('pageDirectives', () => {
	it.each([
		['default-src', ["'none'"]],
		['img-src', ["'self'", 'data:']],
		['font-src', ["'self'"]],
		['media-src', ["'self'"]],
		['connect-src', ["'self'"]],
		['manifest-src', ["'self'"]],
		['frame-src', ['https://maps.example.test']],
		['base-uri', ["'self'"]],
		['form-action', ["'self'"]],
		['object-src', ["'none'"]],
	])('%s allows %j', (name, sources) => {
		expect(sourcesOf(name)).toEqual(sources);
	});

	it.each([['script-src'], ['style-src'], ['frame-ancestors']])(
		'leaves %s out: Astro and the page pipeline write the first two, and only a header carries the last',
		(name) => {
			expect(sourcesOf(name)).toBeUndefined();
		},
	);
});

describe('headerOnlyDirectives', () => {
	it('keeps every file out of frames', () => {
		expect(headerOnlyDirectives).toEqual(["frame-ancestors 'none'"]);
	});
});
