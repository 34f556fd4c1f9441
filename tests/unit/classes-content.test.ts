import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { classGuideSchema } from '@/lib/schemas/classes';
import { imageStub } from './support/image-stub';

// The editors' real files, read as the build reads them, so a fact that goes missing fails here first.
const folder = new URL('../../content/classes/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.mdx'));
const guides = new Map(
	files.map((name) => {
		const text = readFileSync(new URL(name, folder), 'utf8');
		const [, yaml = ''] = /^---\n([\s\S]*?)\n---\n/.exec(text) ?? [];
		return [name.replace(/\.mdx$/, ''), { data: classGuideSchema(imageStub).parse(parse(yaml)), text }] as const;
	}),
);
const guide = (slug: string) => {
	const entry = guides.get(slug);
	if (!entry) throw new Error(`content/classes/${slug}.mdx is missing`);
	return entry;
};
/** Every word of a guide (frontmatter and text) on one line, for fact checks. */
const words = (slug: string) => guide(slug).text.replace(/\s+/g, ' ');

const withPages = [
	'open-gym',
	'pwrthr',
	'powerlifting',
	'athx',
	'olympic-lifting',
	'metcon',
	'hyrox',
	'youth-sc',
	'junior-ice-hockey-sc',
	'run-club',
	'recovery-session',
	'conditioning-club',
	'off-the-pitch',
];
const listed = [
	'open-gym',
	'pwrthr',
	'powerlifting',
	'athx',
	'olympic-lifting',
	'metcon',
	'hyrox',
	'youth-sc',
	'run-club',
	'conditioning-club',
	'off-the-pitch',
];

describe('content/classes', () => {
	it('has the 13 class pages plus the Nutrition entry without a page', () => {
		expect([...guides.keys()].filter((slug) => guide(slug).data.hasPage).sort()).toEqual([...withPages].sort());
		expect(guide('nutrition').data).toMatchObject({ hasPage: false, hidden: true });
	});

	it('names every file as its address, so no two guides can share a slug', () => {
		for (const name of files) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/);
	});

	it('lists the eleven finished guides in the order of the spec', () => {
		const shown = [...guides.entries()]
			.filter(([, { data }]) => data.hasPage && !data.hidden && !data.unfinished)
			.sort(([, a], [, b]) => a.data.order - b.data.order)
			.map(([slug]) => slug);
		expect(shown).toEqual(listed);
	});

	it.each(['junior-ice-hockey-sc', 'recovery-session'])('keeps %s unfinished and hidden, with its placeholders', (slug) => {
		expect(guide(slug).data).toMatchObject({ unfinished: true, hidden: true, hasPage: true });
		for (const placeholder of ['[intensity]', '[goals]', '[audience]']) expect(words(slug)).toContain(placeholder);
	});

	it('dates every guide 2025-08-22', () => {
		for (const [, { data }] of guides) {
			expect(data.published.toISOString().slice(0, 10)).toBe('2025-08-22');
			expect(data.modified?.toISOString().slice(0, 10)).toBe('2025-08-22');
		}
	});

	it('gives every timetable class name a guide with a page', () => {
		const map = parse(readFileSync(new URL('../../content/settings/class-names.yaml', import.meta.url), 'utf8')) as Record<string, string>;
		for (const [name, slug] of Object.entries(map)) expect(guides.get(slug)?.data.hasPage, name).toBe(true);
	});

	it('fills all six sections of Open Gym', () => {
		const { data } = guide('open-gym');
		for (const card of ['audience', 'session', 'whyItWorks', 'coachingApproach', 'whatToBring'] as const)
			expect(data[card], card).toBeDefined();
	});

	it.each([
		['pwrthr', ['every weekday', 'since 2017', 'from 18 to 75']],
		['athx', ['60 minutes', '3 times a week']],
		['metcon', ['60 minutes', 'twice a week']],
		['hyrox', ['60 minutes', '4 days a week', '8 km of running and 8 stations']],
		[
			'powerlifting',
			[
				'Saturdays from 10am until close',
				'more than 1500 kg of calibrated plates',
				'dumbbells up to 50 kg',
				'five competition benches',
				'ten-plus powerlifting barbells',
			],
		],
		['youth-sc', ['under-18s']],
		[
			'run-club',
			[
				'all levels',
				'30 minutes',
				'Twice per week',
				'Coach-led strength and conditioning',
				'Running movement patterns',
				'Heart-rate zones',
				'Technique',
				'Injury prevention',
				'A water bottle',
				'30 to 120 minutes before',
			],
		],
		[
			'conditioning-club',
			[
				'Lunchtime',
				'30 minutes',
				'twice per week',
				'All levels',
				'Heart-rate zones',
				'A water bottle',
				'30 to 120 minutes before',
				'Ready to Try Conditioning Club?',
			],
		],
		[
			'off-the-pitch',
			[
				'all-levels 4/5-day programme',
				'contact-sport athletes',
				'Seasonal periodisation',
				'1-hour instructor-led',
				'sports-specific lifting and cardio',
				'Thursday, 7pm to 8pm',
				'A water bottle',
				'A towel',
				'Lifting shoes (optional)',
				'Arrive 5 to 10 minutes early',
			],
		],
		['open-gym', ['all our opening hours', 'no booking', '30 to 120 minutes before']],
	])('states the facts of %s', (slug, facts) => {
		for (const fact of facts) expect(words(slug).toLowerCase()).toContain(fact.toLowerCase());
	});

	it('gives Conditioning Club a description longer than a meta description, so search results show it cut', () => {
		expect(guide('conditioning-club').data.description.length).toBeGreaterThan(155);
	});

	it('gives Hyrox its frequently asked questions', () => {
		expect(guide('hyrox').data.faq.length).toBeGreaterThanOrEqual(3);
	});
});
