import { describe, expect, it } from 'vitest';

import ClassRail from '@/components/classes/ClassRail.astro';

import { attr, renderComponent, texts } from '../../support/component-render';

// A class page's facts strip: every fact as a term and its value, in the order given; a fact the content lacks comes
// with a way to ask (its href), drawn as a link whose arrow is not read out. Under the facts, the page's main action.
const facts = [
	{ term: 'Fixture length', value: '45 min' },
	{ term: 'Fixture level', value: 'Fixture ask', href: 'mailto:desk@gym.example?subject=Fixture' },
	{ term: 'Fixture coach', value: '–' },
];
const newTab = 'fixture new tab';
const render = (action: { label: string; href: string; external: boolean }) => renderComponent(ClassRail, { facts, action }, { newTab });
const inside = { label: 'Fixture see times', href: '#sessions', external: false };

describe('the facts strip', () => {
	it('shows each fact as a term and its value, in the order given', async () => {
		const { doc } = await render(inside);
		expect(texts(doc, 'dl dt')).toEqual(facts.map((fact) => fact.term));
		expect(texts(doc, 'dl dd')).toEqual(facts.map((fact) => (fact.href ? `${fact.value} →` : fact.value)));
	});

	it('links only the fact that says where to ask, its arrow hidden from screen readers', async () => {
		const { doc } = await render(inside);
		const links = doc.querySelectorAll('dl a');
		expect(links.map((link) => attr(link, 'href'))).toEqual([facts[1]?.href]);
		expect(attr(links[0]?.querySelector('span') ?? null, 'aria-hidden')).toBe('true');
	});

	it.each([
		['on the page', inside, undefined],
		['on another site, in a new tab', { label: 'Fixture day pass', href: 'https://join.example/day', external: true }, '_blank'],
	])('ends with the main action %s', async (_, action, target) => {
		const { doc } = await render(action);
		const button = doc.querySelectorAll('a').find((link) => attr(link, 'href') === action.href);
		expect(button?.textContent).toContain(action.label);
		expect(attr(button ?? null, 'target')).toBe(target);
		expect(button?.textContent.includes(newTab)).toBe(action.external);
	});
});
