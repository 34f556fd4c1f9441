import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import Accordion from '@/islands/Accordion';
import Carousel from '@/islands/Carousel';
import Lightbox from '@/islands/Lightbox';
import MobileMenu from '@/islands/MobileMenu';
import { type BoundaryProps, ErrorFallback, IslandErrorBoundary, withErrorBoundary } from '@/islands/support/IslandErrorBoundary';

const errorText = 'Fixture words: this part stopped';

describe('IslandErrorBoundary', () => {
	it('the fallback is an alert with the words it is given', () => {
		const html = renderToStaticMarkup(createElement(ErrorFallback, { text: errorText }));
		expect(html).toContain('role="alert"');
		expect(html).toContain(errorText);
	});

	it('once an island has failed, shows its words and what works without it in place of the island', () => {
		const boundary = new IslandErrorBoundary({
			errorText,
			fallback: createElement('a', { href: '/fixture-section' }, 'fixture link'),
			children: createElement('p', null, 'island content'),
		});
		boundary.state = IslandErrorBoundary.getDerivedStateFromError();
		const html = renderToStaticMarkup(boundary.render());
		expect(html).toContain(errorText);
		expect(html).toContain('<a href="/fixture-section">fixture link</a>');
		expect(html).not.toContain('island content');
	});

	it('renders its children while nothing has failed, and an empty marker that finds its island', () => {
		const html = renderToStaticMarkup(
			createElement(IslandErrorBoundary, { errorText, children: createElement('p', null, 'island content') }),
		);
		expect(html).toBe('<p>island content</p><template></template>');
	});

	it('wraps an island in the boundary, passing its props and keeping the fallback words for itself', () => {
		const seen: object[] = [];
		const Island = withErrorBoundary(
			(props: { name: string }) => {
				seen.push(props);
				return createElement('p', null, props.name);
			},
			() => null,
		);
		expect(renderToStaticMarkup(createElement(Island, { name: 'island content', errorText }))).toBe(
			'<p>island content</p><template></template>',
		);
		expect(seen).toEqual([{ name: 'island content' }]);
	});
});

/** What an island leaves in its place if it fails: the fallback its export hands the boundary. */
const fallbackOf = <P>(Island: (props: P) => ReactElement<BoundaryProps>, props: P) => renderToStaticMarkup(Island(props).props.fallback);
const slot = createElement('a', { href: '/fixture-page' }, 'fixture link');
const slotHtml = '<a href="/fixture-page">fixture link</a>';

describe("each island's fallback", () => {
	it.each([
		['the menu', () => fallbackOf(MobileMenu, { buttonLabel: 'Fixture menu', errorText, children: slot })],
		[
			'the lightbox',
			() =>
				fallbackOf(Lightbox, {
					slides: [],
					label: 'Fixture album',
					swipeHint: 'Fixture hint',
					buttons: { close: 'Fixture close', previous: 'Fixture previous', next: 'Fixture next' },
					fallbackSrc: '/fixture.jpg',
					errorText,
					children: slot,
				}),
		],
	])('keeps %s’s server HTML, its links', (_, fallback) => {
		expect(fallback()).toBe(slotHtml);
	});

	it('keeps an accordion’s section open: its heading and everything it holds', () => {
		const html = fallbackOf(Accordion, {
			id: 'fixture-section',
			heading: 'Fixture heading',
			errorText,
			children: slot,
		});
		expect(html).toContain('<section id="fixture-section"');
		expect(html).toContain('Fixture heading</h2>');
		expect(html).toContain(slotHtml);
		expect(html).not.toContain('<details');
	});

	it('keeps every photo of a carousel, with its words', () => {
		const slides = ['one', 'two'].map((name) => ({ src: `/${name}.jpg`, avifSrcSet: '', width: 4, height: 3, alt: `Fixture ${name}` }));
		const html = fallbackOf(Carousel, {
			id: 'fixture',
			label: 'Fixture photos',
			slides,
			sizes: '100vw',
			words: { previous: 'p', next: 'n', slide: 's', position: '{number}/{count}', kind: 'k', slideKind: 'sk' },
			errorText,
		});
		for (const { src, alt } of slides) expect(html).toMatch(new RegExp(`<img src="${src}"[^>]* alt="${alt}"`));
	});
});
