import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { describeIssues } from '../../support/content-errors';
import { affiliateSchema } from '@/lib/schemas/affiliates';
import { classNameSchema } from '@/lib/schemas/class-names';
import { pageSchema, pageSchemas } from '@/lib/schemas/pages';
import { planSchema } from '@/lib/schemas/plans';
import { settingsSchema } from '@/lib/schemas/settings';
import { teamSchema } from '@/lib/schemas/team';
import { timetableDaySchema } from '@/lib/schemas/timetable';
import { imageStub } from '../../../support/image-stub';

/** The lines a build would report for `data` in `file`; empty when the data is valid. */
const problems = (schema: z.ZodType, file: string, data: unknown): string[] => {
	const result = schema.safeParse(data);
	return result.success ? [] : describeIssues(file, result.error);
};

const weekdayList = 'monday, tuesday, wednesday, thursday, friday, saturday, sunday';

const member = {
	name: 'Anna Example',
	position: 'Head Coach',
	role: 'co-owner',
	photo: './anna-example.jpg',
	photoAlt: 'Anna coaching a squat',
	instagram: 'https://www.instagram.com/anna',
	order: 1,
	standIn: true,
};
const plan = {
	title: 'OPEN MAT',
	description: 'Train on your own schedule.',
	price: 69,
	priceFrom: true,
	period: 'month',
	features: ['Access during all opening hours'],
	signUp: 'join',
	order: 1,
};
const monday = {
	day: 'monday',
	slots: [
		{ start: '06:00', end: '07:00', class: 'ARCX' },
		{ start: '09:30', end: '10:30', class: 'Sturdy & Supple' },
	],
};
const affiliate = { name: 'HYDRA', logo: './hydra.png', alt: 'HYDRA logo', href: 'https://hydra.com', slot: 4 };
const hours = { open: '06:00', close: '21:00' };
const settings = {
	name: 'Test Gym',
	shortName: 'TG',
	founded: 2017,
	url: 'https://gym.example',
	email: 'hello@gym.example',
	address: { street: 'Unit 1', town: 'Chelmsford', postcode: 'CM1 1AA', country: 'GB' },
	geo: { latitude: 51.7, longitude: 0.47 },
	map: {
		embedOrigin: 'https://www.openstreetmap.org',
		embedUrl: 'https://www.openstreetmap.org/export/embed.html',
		directionsUrl: 'https://www.openstreetmap.org/directions',
		preview: './map.jpg',
		previewAlt: 'Map of the streets around the gym',
	},
	openingHours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours },
	socials: { instagram: 'https://www.instagram.com/gym', facebook: 'https://www.facebook.com/gym' },
	apps: { appStore: 'https://apps.apple.com/app', googlePlay: 'https://play.google.com/store/apps' },
	signUp: { join: 'https://members.gym.example/join', dayPass: 'https://members.gym.example/day-slot' },
	logo: './logo.png',
	ogImage: './og.jpg',
	ogImageAlt: 'The gym',
	heroPoster: './hero.jpg',
	heroPosterAlt: 'A lifter',
	heroVideo: '/media/lifter',
	themeColor: '#0e0e10',
	description: 'A strength gym.',
};

const team = teamSchema(imageStub);
const affiliates = affiliateSchema(imageStub);
const site = settingsSchema(imageStub);

describe('the failures the build must explain', () => {
	it.each([
		[
			'a missing required field',
			team,
			'content/team/anna-example.md',
			{ ...member, position: undefined },
			['content/team/anna-example.md: position: Invalid input: expected string, received undefined'],
		],
		[
			"a time '25:00'",
			timetableDaySchema,
			'content/timetable/monday.yaml',
			{ ...monday, slots: [{ start: '06:00', end: '25:00', class: 'ARCX' }] },
			['content/timetable/monday.yaml: slots.0.end: Use 24-hour time as HH:MM, e.g. 06:30'],
		],
		[
			'an end before its start',
			timetableDaySchema,
			'content/timetable/monday.yaml',
			{ ...monday, slots: [monday.slots[0], { start: '10:30', end: '09:30', class: 'Medley' }] },
			['content/timetable/monday.yaml: slots.1.end: The end time must be after the start time'],
		],
		[
			'an unknown weekday',
			timetableDaySchema,
			'content/timetable/munday.yaml',
			{ ...monday, day: 'munday' },
			[`content/timetable/munday.yaml: day: Use a weekday in lower case: ${weekdayList}`],
		],
		[
			'a price given as text',
			planSchema,
			'content/plans/open-mat.yaml',
			{ ...plan, price: '£69' },
			['content/plans/open-mat.yaml: price: Give the price as a number without a currency sign, e.g. 69'],
		],
		[
			'an unknown currency',
			planSchema,
			'content/plans/open-mat.yaml',
			{ ...plan, currency: 'JPY' },
			['content/plans/open-mat.yaml: currency: Invalid option: expected one of "GBP"|"USD"|"EUR"'],
		],
		[
			'a seventh affiliate (slot 7)',
			affiliates,
			'content/affiliates/seventh.yaml',
			{ ...affiliate, slot: 7 },
			['content/affiliates/seventh.yaml: slot: The affiliate row has 6 places: use a slot from 1 to 6'],
		],
		[
			'a misspelt key',
			team,
			'content/team/anna-example.md',
			{ ...member, instagarm: member.instagram, instagram: undefined },
			['content/team/anna-example.md: instagarm: Unknown field: check its spelling, or remove it'],
		],
	])('%s names the file, the field and what is expected', (_, schema, file, data, expected) => {
		expect(problems(schema, file, data)).toEqual(expected);
	});
});

describe('teamSchema', () => {
	it('accepts a member and fills the defaults', () => {
		const minimal = { name: member.name, position: member.position, role: member.role, photo: member.photo, photoAlt: member.photoAlt };
		expect(team.parse(minimal)).toEqual({ ...minimal, order: 100, standIn: false });
	});

	it.each([
		['an unknown role', { role: 'owner' }, 'role: Invalid option: expected one of "co-owner"|"staff"'],
		['an empty photo description', { photoAlt: '  ' }, 'photoAlt: Describe the image for screen readers'],
		['an http Instagram link', { instagram: 'http://instagram.com/anna' }, 'instagram: Use a full web address starting with https://'],
		['an order that is not a whole number', { order: 1.5 }, 'order: Invalid input: expected int, received number'],
		['a name left empty', { name: '' }, 'name: Too small: expected string to have >=1 characters'],
	])('rejects %s', (_, change, expected) => {
		expect(problems(team, 'f', { ...member, ...change })).toEqual([`f: ${expected}`]);
	});
});

describe('planSchema', () => {
	it('accepts a plan and fills the defaults', () => {
		expect(planSchema.parse(plan)).toEqual({ ...plan, currency: 'GBP', popular: false });
	});

	it.each(['GBP', 'USD', 'EUR'])('accepts currency %s', (currency) => {
		expect(problems(planSchema, 'f', { ...plan, currency })).toEqual([]);
	});

	it.each([
		['a missing price', { price: undefined }, 'price: Give the price as a number without a currency sign, e.g. 69'],
		['a price as a numeric string', { price: '69' }, 'price: Give the price as a number without a currency sign, e.g. 69'],
		['a negative price', { price: -1 }, 'price: A price cannot be negative'],
		['an unknown period', { period: 'week' }, 'period: Invalid option: expected one of "month"|"block"|"session"'],
		['an unknown sign-up link', { signUp: 'daypass' }, 'signUp: Invalid option: expected one of "join"|"dayPass"'],
		['no features', { features: [] }, 'features: Too small: expected array to have >=1 items'],
	])('rejects %s', (_, change, expected) => {
		expect(problems(planSchema, 'f', { ...plan, ...change })).toEqual([`f: ${expected}`]);
	});
});

describe('timetableDaySchema', () => {
	it('accepts a day, an empty day and a blank slot', () => {
		expect(problems(timetableDaySchema, 'f', monday)).toEqual([]);
		expect(problems(timetableDaySchema, 'f', { day: 'sunday', slots: [] })).toEqual([]);
		expect(timetableDaySchema.parse({ day: 'friday', slots: [{ start: '06:00', end: '07:00' }] }).slots[0]?.class).toBe('');
	});

	it.each(['00:00', '06:30', '19:59', '23:59'])('accepts the time %s', (time) => {
		expect(
			problems(timetableDaySchema, 'f', { day: 'monday', slots: [{ start: '00:00', end: time === '00:00' ? '00:01' : time }] }),
		).toEqual([]);
	});

	it.each(['24:00', '25:00', '6:30', '06:60', '0630', '06.30', '6am', ''])('rejects the time %j', (time) => {
		expect(problems(timetableDaySchema, 'f', { day: 'monday', slots: [{ start: time, end: '23:00', class: 'Hydra' }] })).toEqual([
			'f: slots.0.start: Use 24-hour time as HH:MM, e.g. 06:30',
		]);
	});

	it('reports a bad time once, without also comparing it with the other time', () => {
		expect(problems(timetableDaySchema, 'f', { day: 'monday', slots: [{ start: '24:00', end: '07:00', class: 'Hydra' }] })).toEqual([
			'f: slots.0.start: Use 24-hour time as HH:MM, e.g. 06:30',
		]);
	});

	it('still compares the times of the other slots', () => {
		const slots = [
			{ start: '6am', end: '07:00', class: 'Hydra' },
			{ start: '10:30', end: '09:30', class: 'Medley' },
		];
		expect(problems(timetableDaySchema, 'f', { day: 'monday', slots })).toEqual([
			'f: slots.0.start: Use 24-hour time as HH:MM, e.g. 06:30',
			'f: slots.1.end: The end time must be after the start time',
		]);
	});

	it('rejects a slot that ends when it starts', () => {
		expect(problems(timetableDaySchema, 'f', { day: 'monday', slots: [{ start: '09:30', end: '09:30', class: 'Hydra' }] })).toEqual([
			'f: slots.0.end: The end time must be after the start time',
		]);
	});

	it.each(['Monday', 'mon', 'funday'])('rejects the weekday %j', (day) => {
		expect(problems(timetableDaySchema, 'f', { ...monday, day })).toEqual([`f: day: Use a weekday in lower case: ${weekdayList}`]);
	});

	it('rejects a misspelt key inside a slot', () => {
		expect(problems(timetableDaySchema, 'f', { day: 'monday', slots: [{ start: '06:00', end: '07:00', clas: 'Hydra' }] })).toEqual([
			'f: slots.0.clas: Unknown field: check its spelling, or remove it',
		]);
	});
});

describe('affiliateSchema', () => {
	it.each([1, 6])('accepts slot %d', (slot) => {
		expect(problems(affiliates, 'f', { ...affiliate, slot })).toEqual([]);
	});

	it.each([
		['slot 0', { slot: 0 }, 'slot: Too small: expected number to be >=1'],
		['slot 2.5', { slot: 2.5 }, 'slot: Invalid input: expected int, received number'],
		['an http link', { href: 'http://hydra.com' }, 'href: Use a full web address starting with https://'],
		['a missing alt', { alt: undefined }, 'alt: Invalid input: expected string, received undefined'],
	])('rejects %s', (_, change, expected) => {
		expect(problems(affiliates, 'f', { ...affiliate, ...change })).toEqual([`f: ${expected}`]);
	});
});

describe('settingsSchema', () => {
	it('accepts the settings and defaults the stand-in list', () => {
		expect(site.parse(settings).standIn).toEqual([]);
	});

	it.each([
		[
			'a closing time before the opening time',
			{ openingHours: { ...settings.openingHours, friday: { open: '20:00', close: '06:00' } } },
			['openingHours.friday.close: The closing time must be after the opening time'],
		],
		[
			'a misspelt weekday in the opening hours',
			{ openingHours: { ...settings.openingHours, munday: hours } },
			['openingHours.munday: Unknown field: check its spelling, or remove it'],
		],
		[
			'a weekday missing from the opening hours',
			{ openingHours: { ...settings.openingHours, sunday: undefined } },
			['openingHours.sunday: Invalid input: expected object, received undefined'],
		],
		[
			'a bad closing time, reported once',
			{ openingHours: { ...settings.openingHours, friday: { open: '06:00', close: '05:60' } } },
			['openingHours.friday.close: Use 24-hour time as HH:MM, e.g. 06:30'],
		],
		['an invalid e-mail address', { email: 'hello at gym' }, ['email: Use a valid e-mail address']],
		['an http site address', { url: 'http://gym.example' }, ['url: Use a full web address starting with https://']],
		[
			'a three-letter country code',
			{ address: { ...settings.address, country: 'GBR' } },
			['address.country: Too big: expected string to have exactly 2 characters'],
		],
		['a short theme colour', { themeColor: '#000' }, ['themeColor: Use a six-digit hex colour, e.g. #111111']],
		['a latitude off the globe', { geo: { latitude: 91, longitude: 0 } }, ['geo.latitude: Too big: expected number to be <=90']],
	])('rejects %s', (_, change, expected) => {
		expect(problems(site, 'content/settings/site.yaml', { ...settings, ...change })).toEqual(
			expected.map((line) => `content/settings/site.yaml: ${line}`),
		);
	});
});

describe('classNameSchema', () => {
	const schema = classNameSchema(z.string());

	it('accepts a name with its guide', () => {
		expect(problems(schema, 'f', { name: 'Row Club S&C', class: 'row-club' })).toEqual([]);
	});

	it('rejects a name without a guide', () => {
		expect(problems(schema, 'content/settings/class-names.yaml', { name: 'Hydra', class: null })).toEqual([
			'content/settings/class-names.yaml: class: Invalid input: expected string, received null',
		]);
	});
});

describe('pageSchema: each page file has its own schema, picked by the file name', () => {
	const pages = pageSchema(imageStub);
	const words = { title: 'Timetable', description: 'The week.', heading: 'Timetable' };
	const timetable = {
		page: 'timetable',
		...words,
		filter: { label: 'Pick', all: 'All classes', none: 'Not on this day' },
		today: 'Today',
		now: 'On now',
		next: 'Next',
		finished: 'Over',
		noPage: 'Ask us',
		printed: 'Valid from {date}',
		cta: { heading: 'Join', body: 'Book in the app.', label: 'SIGN UP' },
	};
	const privacy = {
		page: 'privacy',
		...words,
		sections: [{ id: 'data', heading: 'Your data', body: ['Text'] }],
		cta: { heading: 'Questions?', body: 'Write to us.', label: 'Write to us' },
	};

	it('accepts a page with the blocks it shows and fills the optional lists', () => {
		expect(pages.parse(timetable)).toEqual(timetable);
		expect(pages.parse(privacy)).toEqual({ ...privacy, sections: [{ ...privacy.sections[0], links: [], layout: 'split' }] });
	});

	it.each([
		[
			'the timetable without its call to action',
			{ ...timetable, cta: undefined },
			'cta: Invalid input: expected object, received undefined',
		],
		[
			'about us without its team block',
			{ page: 'about-us', ...words, sections: privacy.sections },
			'team: Invalid input: expected object, received undefined',
		],
		[
			'a block another page shows',
			{ ...timetable, discounts: { heading: 'H', body: 'B', linkLabel: 'L' } },
			'discounts: Unknown field: check its spelling, or remove it',
		],
		[
			'a link to a relative path',
			{ ...timetable, note: { body: 'See', link: { label: 'Open Mat', href: 'classes/open-mat' } } },
			'note.link.href: Use a site path like /membership, or a full https:// address',
		],
		[
			'a section id with capitals',
			{ ...privacy, sections: [{ id: 'Open Mat', heading: 'Open Mat', body: ['Text'] }] },
			'sections.0.id: Use lower-case words joined by hyphens',
		],
		[
			'a section without paragraphs',
			{ ...privacy, sections: [{ id: 'gym', heading: 'Gym', body: [] }] },
			'sections.0.body: Too small: expected array to have >=1 items',
		],
	])('rejects %s, naming the field', (_, data, expected) => {
		expect(problems(pages, 'f', data)).toEqual([`f: ${expected}`]);
	});

	it('rejects a file no page reads, listing the page files', () => {
		const [problem] = problems(pages, 'content/pages/contact.yaml', { page: 'contact', ...words });
		expect(problem).toMatch(/^content\/pages\/contact\.yaml: page: No page of the site reads this file; the page files are /);
		for (const id of Object.keys(pageSchemas(imageStub))) expect(problem).toContain(`${id}.yaml`);
	});

	it.each(['/membership', 'https://members.gym.example/join', 'mailto:hello@gym.example', '#team'])('accepts the link %s', (href) => {
		expect(problems(pages, 'f', { ...timetable, note: { body: 'See', link: { label: 'Here', href } } })).toEqual([]);
	});
});

describe('the real page files', () => {
	const schemas = pageSchemas(imageStub);
	it.each(Object.keys(schemas) as (keyof typeof schemas)[])('content/pages/%s.yaml matches its schema', (id) => {
		const data: unknown = parse(readFileSync(new URL(`../../../../content/pages/${id}.yaml`, import.meta.url), 'utf8'));
		expect(problems(schemas[id], `content/pages/${id}.yaml`, data)).toEqual([]);
	});
});

describe('the home page: "Today at the gym" and the proof section follow a section drawn on its own', () => {
	const home = pageSchemas(imageStub).home;
	const file = 'content/pages/home.yaml';
	const data = parse(readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8')) as {
		sections: { id: string; layout?: string }[];
		today: Record<string, unknown>;
		results?: Record<string, unknown>;
	};
	// A card of a row of cards (two in a row, as the home page groups them), and a section drawn alone.
	const sections = [
		{ ...data.sections[0], id: 'fixture-alone', layout: 'split' },
		{ ...data.sections[0], id: 'fixture-card-a', layout: 'card' },
		{ ...data.sections[0], id: 'fixture-card-b', layout: 'card' },
	];

	it('accepts either after a section drawn alone, and the proof section with no after', () => {
		const after = { ...data, sections, today: { ...data.today, after: 'fixture-alone' } };
		expect(problems(home, file, { ...after, results: { ...data.results, after: 'fixture-alone' } })).toEqual([]);
		expect(problems(home, file, { ...after, results: { ...data.results, after: undefined } })).toEqual([]);
	});

	it.each(['today', 'results'] as const)('rejects %s.after naming a card, or no section, with the sections it may name', (field) => {
		const base = { ...data, sections, today: { ...data.today, after: 'fixture-alone' }, results: { ...data.results, after: undefined } };
		for (const after of ['fixture-card-a', 'fixture-missing'])
			expect(problems(home, file, { ...base, [field]: { ...base[field], after } })).toEqual([
				`${file}: ${field}.after: "${after}" is not a section shown on its own; use one of fixture-alone`,
			]);
	});
});
