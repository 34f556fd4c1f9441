import { describe, expect, it } from 'vitest';

import { keepHyphenatedWords } from '@/integrations/page-pipeline/page-steps/keep-words';
import { finishPage } from '@/integrations/page-pipeline/page-steps/page-step';

const run = (html: string) => finishPage(html, '/a-page', [keepHyphenatedWords('nowrap-word')]);
const kept = (word: string) => `<span class="nowrap-word">${word}</span>`;

describe('keepHyphenatedWords', () => {
	it.each([
		['a hyphenated word', '<p>Send an e-mail</p>', `<p>Send an ${kept('e-mail')}</p>`],
		['letters and digits', '<p>for under-18s</p>', `<p>for ${kept('under-18s')}</p>`],
		['a number range', '<p>eat 30-120 minutes before</p>', `<p>eat ${kept('30-120')} minutes before</p>`],
		['several hyphens', '<p>a one-to-one session</p>', `<p>a ${kept('one-to-one')} session</p>`],
		['a word beside an entity', '<p>&amp;co-owners</p>', `<p>&amp;${kept('co-owners')}</p>`],
		['a dash between words', '<p>strength - and more</p>', '<p>strength - and more</p>'],
		['a leading or trailing hyphen', '<p>-x and y-</p>', '<p>-x and y-</p>'],
		['attributes', '<a href="/row-club" class="x-y">Go</a>', '<a href="/row-club" class="x-y">Go</a>'],
		['the title', '<head><title>Row-club</title></head>', '<head><title>Row-club</title></head>'],
		['scripts and styles', '<script>a-b</script><style>.a-b{}</style>', '<script>a-b</script><style>.a-b{}</style>'],
		['code', '<code>npm run content-check</code>', '<code>npm run content-check</code>'],
		['SVG text', '<svg><text>x-y</text></svg><p>a-b</p>', `<svg><text>x-y</text></svg><p>${kept('a-b')}</p>`],
		['accented letters', '<p>café-bar</p>', `<p>${kept('café-bar')}</p>`],
	])('%s', async (_, html, expected) => {
		expect(await run(html)).toBe(expected);
	});

	it('leaves a page without hyphenated words byte for byte', async () => {
		const html = '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body><p>Hello</p></body></html>';
		expect(await run(html)).toBe(html);
	});
});
