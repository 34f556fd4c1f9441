import { pathToFileURL } from 'node:url';

import { mdxToJs } from 'satteri';
import { describe, expect, it } from 'vitest';

import { mdxContentOnly } from '@/build/mdx/content-only-plugin';

// The MDX compiler itself, with the site's plugin: what would run as code never compiles, whichever way it is written.
const compile = (body: string) =>
	mdxToJs(body, { mdastPlugins: [mdxContentOnly], fileURL: pathToFileURL(`${process.cwd()}/content/blog/fixture/index.mdx`) });

describe('mdxContentOnly', () => {
	it('stops the compile, naming the file, line and column of each place and what to do', () => {
		const body = 'Words.\n\n<span title="`"></span>{globalThis.process}<span title="`"></span>\n\n<style>{"main{display:none}"}</style>\n';
		expect(() => compile(body)).toThrow(/content\/blog\/fixture\/index\.mdx holds more than content \(3\)/);
		expect(() => compile(body)).toThrow(/index\.mdx:3:\d+: a \{ … \} expression runs code/);
		expect(() => compile(body)).toThrow(/index\.mdx:5:1: a <style> element is not one a post or guide can use/);
	});

	it('compiles words, Markdown and the site components as before', () => {
		expect(() => compile('# Heading\n\nA [link](https://example.org), <b>bold</b> and <OpeningHours />.\n')).not.toThrow();
	});
});
