import { getContainerRenderer } from '@astrojs/react';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { beforeAll, describe, expect, it } from 'vitest';

import AlbumHeader from '@/components/gallery/AlbumHeader.astro';

import { words } from '../../../support/content';
import { wordsLocals } from '../../support/words-locals';

// An album page's header: the heading and the way back, and beside them the album's size and, while its photos are
// still stand-in artwork, a word that says so.
const props = {
	trail: [
		{ name: 'Zz Shots', path: '/gallery' },
		{ name: 'Zz Album', path: '/gallery/zz' },
	],
	heading: 'Zz Album',
	intro: 'Zz photos from the gym.',
	backHref: '/gallery',
	backLabel: 'Back to Zz',
	count: { before: '', figure: '9', after: 'Zz photos' },
};
// The breadcrumbs read their name from the shared words, which src/middleware.ts puts on Astro.locals in a build.
const render = (extra: { standInNote?: string } = {}) =>
	container.renderToString(AlbumHeader, { props: { ...props, ...extra }, locals: wordsLocals(words) });

let container: AstroContainer;
beforeAll(async () => {
	// The back link's chevron is the site's Icon, a React component.
	container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});

describe('the album header', () => {
	it('states how many photos the album holds beside its heading and the way back', async () => {
		const html = await render();
		expect(html).toMatch(/<h1[^>]*>Zz Album<\/h1>/);
		expect(html).toMatch(/<a href="\/gallery"[^>]*>[\s\S]*Back to Zz/);
		expect(html).toMatch(/data-figure[^>]*>\s*9\s*</);
		expect(html).toMatch(/data-label[^>]*>\s*Zz photos\s*</);
	});

	it('says the photos are still to come only when told to', async () => {
		const note = 'Zz photos are still to be taken.';
		expect(await render({ standInNote: note })).toContain(note);
		const without = await render();
		expect(without).not.toContain(note);
	});
});
