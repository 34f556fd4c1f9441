import { describe, expect, it } from 'vitest';

import { findFrequencyDisagreements, findSlotsOutsideOpeningHours, timetableRunsBySlug } from '@/build/content-check/timetable-audits';

// A small site of its own: two timetable days, the class-name map and class guides with their words.
const names = {
	path: 'content/settings/class-names.yaml',
	text: 'Kettle Club: kettle-club\nKettle Club Plus: kettle-club\nRowing: rowing\n',
};
const day = (name: string, slots: string) => ({ path: `content/timetable/${name}.yaml`, text: `day: ${name}\nslots:\n${slots}` });
const slot = (start: string, end: string, name: string) => `  - { start: '${start}', end: '${end}', class: ${name} }\n`;
const monday = day('monday', slot('06:00', '07:00', 'Kettle Club') + slot('12:00', '12:30', 'Rowing'));
const tuesday = day('tuesday', slot('06:00', '07:00', 'Kettle Club Plus') + slot('18:00', '19:00', 'Kettle Club'));
const guide = (slug: string, frontmatter: string, body = '') => ({
	path: `content/classes/${slug}.mdx`,
	text: `---\nclassTitle: ${slug === 'kettle-club' ? 'Kettle Club' : 'Strongman'}\n${frontmatter}---\n\n${body}`,
});
const settings = (open: string, close: string) => ({
	path: 'content/settings/site.yaml',
	text: `openingHours:\n${['monday', 'tuesday'].map((d) => `  ${d}: { open: '${open}', close: '${close}' }`).join('\n')}\n`,
});

describe('timetableRunsBySlug', () => {
	it('counts distinct days and sessions per class guide, through every name that links to it', () => {
		const runs = timetableRunsBySlug([names, monday, tuesday]);
		expect(runs.get('kettle-club')).toEqual({ days: ['monday', 'tuesday'], sessions: 3 });
		expect(runs.get('rowing')).toEqual({ days: ['monday'], sessions: 1 });
	});
});

describe('findFrequencyDisagreements', () => {
	const site = [names, monday, tuesday];
	it.each([
		// Runs on Monday and Tuesday, three sessions.
		['description: Kettle Club runs twice a week.\n', '', []],
		['description: Kettle Club runs 3 times a week.\n', '', []],
		[
			'description: Kettle Club runs 4 days a week.\n',
			'',
			[
				'content/classes/kettle-club.mdx: description: says "4 days a week", but the timetable has Kettle Club on 2 days (Monday, Tuesday), 3 sessions',
			],
		],
		[
			"session:\n  schedule: 'Lunchtime, once a week'\n",
			'',
			[
				'content/classes/kettle-club.mdx: session.schedule: says "once a week", but the timetable has Kettle Club on 2 days (Monday, Tuesday), 3 sessions',
			],
		],
		[
			'faq:\n  - answer: It runs every weekday.\n',
			'Intro.\n\nKettle Club runs **every weekday**.\n',
			[
				'content/classes/kettle-club.mdx: faq.0.answer: says "every weekday", but the timetable has Kettle Club on 2 days (Monday, Tuesday), 3 sessions',
				// The body's line in the file: the frontmatter takes lines 1 to 5, then a blank line, "Intro.", a blank line.
				'content/classes/kettle-club.mdx:9: says "every weekday", but the timetable has Kettle Club on 2 days (Monday, Tuesday), 3 sessions',
			],
		],
		// Words about the gym, not the class.
		['description: With the doors open seven days a week, it fits around you.\n', '', []],
	])('%s', (frontmatter, body, expected) => {
		expect(findFrequencyDisagreements([...site, guide('kettle-club', frontmatter, body)])).toEqual(expected);
	});

	it('names a class that no timetable slot links to', () => {
		expect(findFrequencyDisagreements([...site, guide('strongman', 'description: Strongman runs twice a week.\n')])).toEqual([
			'content/classes/strongman.mdx: description: says "twice a week", but the timetable does not list Strongman (no timetable class links to it in content/settings/class-names.yaml)',
		]);
	});

	it('names words that send the visitors of a class off the timetable to it, except the closing button and walk-in classes', () => {
		const closing = 'closing:\n  body: Check the timetable for the next session.\n  label: View the timetable\n';
		expect(findFrequencyDisagreements([...site, guide('strongman', closing)])).toEqual([
			'content/classes/strongman.mdx: closing.body: says "Check the timetable", but the timetable does not list Strongman (no timetable class links to it in content/settings/class-names.yaml); say how to book instead',
		]);
		expect(findFrequencyDisagreements([...site, guide('strongman', `type: open\n${closing}`)])).toEqual([]);
		expect(findFrequencyDisagreements([...site, guide('kettle-club', closing)])).toEqual([]);
	});
});

describe('findSlotsOutsideOpeningHours', () => {
	it.each([
		['06:00', '21:00', []],
		[
			'06:30',
			'21:00',
			[
				"content/timetable/monday.yaml: slots.0: Kettle Club 06:00–07:00 is outside Monday's opening hours (06:30–21:00 in content/settings/site.yaml openingHours); check the gym opens for it, or change the slot or the hours",
				"content/timetable/tuesday.yaml: slots.0: Kettle Club Plus 06:00–07:00 is outside Tuesday's opening hours (06:30–21:00 in content/settings/site.yaml openingHours); check the gym opens for it, or change the slot or the hours",
			],
		],
		[
			'06:00',
			'18:30',
			[
				"content/timetable/tuesday.yaml: slots.1: Kettle Club 18:00–19:00 is outside Tuesday's opening hours (06:00–18:30 in content/settings/site.yaml openingHours); check the gym opens for it, or change the slot or the hours",
			],
		],
	])('open %s to %s', (open, close, expected) => {
		expect(findSlotsOutsideOpeningHours([settings(open, close), monday, tuesday])).toEqual(expected);
	});

	it('leaves blank slots alone', () => {
		expect(findSlotsOutsideOpeningHours([settings('08:00', '20:00'), day('monday', slot('06:00', '07:00', "''"))])).toEqual([]);
	});
});
