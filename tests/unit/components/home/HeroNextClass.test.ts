import { describe, expect, it } from 'vitest';

import HeroNextClass from '@/components/home/HeroNextClass.astro';

import { attr, renderComponent, texts } from '../../support/component-render';

// The hero's live line as the build writes it: its script finds the label, the class's link and the time by their
// data attributes and rewrites them each minute, so each must be there once, holding the build's words.
const props = { label: 'Fixture next', name: 'Fixture Rowing', href: '/classes/fixture-rowing', when: 'Fixture day 06:30' };

describe('HeroNextClass', () => {
	it('names the label, the class with its page, and when, each part once under its data attribute', async () => {
		const { doc } = await renderComponent(HeroNextClass, props);
		const line = doc.querySelector('[data-hero-next]');
		expect(line).not.toBeNull();
		expect(line && texts(line, '[data-label]')).toEqual([props.label]);
		expect(line && texts(line, 'a')).toEqual([props.name]);
		expect(attr(line?.querySelector('a') ?? null, 'href')).toBe(props.href);
		expect(line && texts(line, '[data-when]')).toEqual([props.when]);
	});

	it('keeps the label on a line of its own, before the class and its time', async () => {
		const { html } = await renderComponent(HeroNextClass, props);
		expect(html.indexOf(props.label)).toBeLessThan(html.indexOf(props.name));
		expect(html.indexOf(props.name)).toBeLessThan(html.indexOf(props.when));
	});
});
