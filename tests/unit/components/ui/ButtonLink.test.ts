import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';

import ButtonLink from '@/components/ui/ButtonLink.astro';
import { newTabNote, newTabRel } from '@/lib/navigation/links';

import { words } from '../../../support/content';
import { wordsLocals } from '../../support/words-locals';

// Every call to action on the site is a ButtonLink: a link, a link to another site, or (through `as`) a button a script
// shows, a disclosure's summary or a card's words. The tier and size give the class; the caller's attributes stay.
let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});

/** The rendered element, without the dev-only source attributes Astro adds under Vitest. */
const render = async (props: Record<string, unknown>) =>
	(await container.renderToString(ButtonLink, { props, slots: { default: 'Go' }, locals: wordsLocals(words) }))
		.replace(/\s?data-astro-source-(?:file|loc)="[^"]*"/g, '')
		.trim();

describe('ButtonLink', () => {
	it.each([
		['a primary link by default', { href: '/x' }, '<a href="/x" class="button-primary">Go</a>'],
		[
			'a large secondary link with the caller’s classes after the tier',
			{ href: '/x', variant: 'secondary', size: 'lg', class: 'mt-6' },
			'<a href="/x" class="button-secondary button-large mt-6">Go</a>',
		],
		['a text link, which has one size', { href: '/x', variant: 'text', size: 'lg' }, '<a href="/x" class="button-text">Go</a>'],
		['a link of a series', { href: '/blog/2', rel: 'next', variant: 'text' }, '<a href="/blog/2" rel="next" class="button-text">Go</a>'],
		['a download', { href: '/t.ics', download: true, variant: 'text' }, '<a href="/t.ics" download class="button-text">Go</a>'],
		[
			'a button a script shows',
			{ as: 'button', type: 'button', 'data-map-load': '', hidden: true, variant: 'secondary' },
			'<button type="button" data-map-load hidden class="button-secondary">Go</button>',
		],
		['a disclosure’s summary', { as: 'summary', variant: 'text' }, '<summary class="button-text">Go</summary>'],
		[
			'a card’s words, whose link is the card’s heading',
			{ as: 'span', 'aria-hidden': 'true', variant: 'text' },
			'<span aria-hidden="true" class="button-text">Go</span>',
		],
	])('draws %s', async (_, props, html) => {
		expect(await render(props)).toBe(html);
	});

	it('opens another site in a new tab, with the hint a screen reader hears and what the link is about', async () => {
		expect(await render({ href: 'https://example.com/join', external: true, subject: 'the day pass', 'aria-describedby': 'plan' })).toBe(
			`<a href="https://example.com/join" target="_blank" rel="${newTabRel}" aria-describedby="plan" class="button-primary">Go<span class="sr-only">${newTabNote(words.newTab, 'the day pass')}</span></a>`,
		);
	});
});
