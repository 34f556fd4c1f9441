import { describe, expect, it } from 'vitest';

import FirstVisit from '@/components/home/FirstVisit.astro';
import { timetablePath } from '@/lib/content/entry-paths';

import { attr, renderComponent, texts } from '../../support/component-render';

// The first visit's band: the steps in order, rows reserved for the next classes (filled by its script from
// /timetable.json, each part found by its data attribute), the day pass in a new tab and the link to the timetable.
const words = { heading: 'Fixture first visit', next: 'Fixture next classes', link: 'Fixture timetable', count: 4 };
const steps = [
	{ heading: 'Fixture step one', body: 'Fixture body one' },
	{ heading: 'Fixture step two', body: 'Fixture body two' },
];
const dayPass = { label: 'Fixture day pass', href: 'https://join.example/day' };
const newTab = 'fixture new tab';

const render = (count = words.count) => renderComponent(FirstVisit, { words: { ...words, count }, steps, dayPass }, { newTab });

describe('FirstVisit', () => {
	it('lists the steps in order, each a heading over its words', async () => {
		const { doc } = await render();
		expect(texts(doc, 'li h3')).toEqual(steps.map((step) => step.heading));
		expect(texts(doc, 'li p')).toEqual(steps.map((step) => step.body));
	});

	it.each([1, 3, 5])('reserves %i empty rows, each with one part for when, the link and the times', async (count) => {
		const { doc } = await render(count);
		const rows = doc.querySelectorAll('[data-today-list] li');
		expect(rows).toHaveLength(count);
		for (const row of rows) {
			expect(['[data-when]', 'a', '[data-time]'].map((part) => row.querySelectorAll(part).length)).toEqual([1, 1, 1]);
			expect(row.textContent.trim()).toBe('');
		}
	});

	it('offers the day pass in a new tab and links to the timetable', async () => {
		const { doc } = await render();
		const links = doc.querySelectorAll('a[href]');
		const pass = links.find((link) => attr(link, 'href') === dayPass.href);
		expect(attr(pass ?? null, 'target')).toBe('_blank');
		expect(pass?.textContent).toContain(newTab);
		const timetable = links.find((link) => attr(link, 'href') === timetablePath);
		expect(timetable?.textContent.trim()).toBe(words.link);
	});
});
