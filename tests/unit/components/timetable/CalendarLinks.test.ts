import { describe, expect, it } from 'vitest';

import CalendarLinks from '@/components/timetable/CalendarLinks.astro';
import type { Words } from '@/lib/schemas/words';

import { attr, renderComponent, texts } from '../../support/component-render';

// The three ways to take a feed into a calendar: subscribe (webcal: on the site's production address), Google
// Calendar's add-by-URL page in a new tab, and the file itself. What the feed holds is read out after each; folded,
// the three sit in a native disclosure under a heading.
const calendar: Words['calendar'] = {
	subscribe: 'Fixture subscribe',
	subscribeHint: 'fixture subscribe to {subject}',
	google: 'Fixture Google',
	download: 'Fixture download',
	downloadHint: 'fixture download {subject}',
	timetable: 'fixture week',
	class: 'fixture {class} sessions',
};
const newTab = 'fixture new tab';
const base = { feedPath: '/fixture.ics', siteUrl: 'https://gym.example' };
const render = (props: Record<string, unknown>) => renderComponent(CalendarLinks, { ...base, ...props }, { calendar, newTab });

describe('CalendarLinks', () => {
	it('subscribes on the production address, adds to Google Calendar in a new tab and downloads the file', async () => {
		const { doc } = await render({ subject: { timetable: true } });
		const links = doc.querySelectorAll('a');
		expect(links.map((link) => attr(link, 'href'))).toEqual([
			'webcal://gym.example/fixture.ics',
			`https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://gym.example/fixture.ics')}`,
			'/fixture.ics',
		]);
		expect(links.map((link) => attr(link, 'target'))).toEqual([undefined, '_blank', undefined]);
		expect(links[2]?.hasAttribute('download')).toBe(true);
	});

	it.each([
		['the timetable', { timetable: true }, 'fixture week'],
		['a class', { class: 'Fixture Rowing' }, 'fixture Fixture Rowing sessions'],
	])('reads out what the feed of %s holds after each link', async (_, subject, said) => {
		const { doc } = await render({ subject });
		const [subscribe, google, download] = doc.querySelectorAll('a').map((link) => link.textContent.replace(/\s+/g, ' ').trim());
		expect(subscribe).toBe(`${calendar.subscribe} fixture subscribe to ${said}`);
		expect(google).toContain(said);
		expect(google).toContain(newTab);
		expect(download).toBe(`${calendar.download} fixture download ${said}`);
	});

	it('stands open as a row when not folded', async () => {
		const { doc } = await render({ subject: { timetable: true } });
		expect(doc.querySelector('details')).toBeNull();
		expect(doc.querySelectorAll('a')).toHaveLength(3);
	});

	it.each([
		[undefined, 'h3'],
		[3, 'h3'],
		[2, 'h2'],
	] as const)('folded at level %s, opens under a %s in its summary', async (level, tag) => {
		const { doc } = await render({
			subject: { timetable: true },
			folded: { heading: 'Fixture in your calendar', ...(level && { level }) },
		});
		expect(texts(doc, `details > summary > ${tag}`)).toEqual(['Fixture in your calendar']);
		expect(doc.querySelectorAll('details a')).toHaveLength(3);
	});
});
