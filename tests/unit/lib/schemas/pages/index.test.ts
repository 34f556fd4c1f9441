import { describe, expect, it } from 'vitest';

import { pageSchema, pageSchemas } from '@/lib/schemas/pages';

import { imageStub } from '../../../../support/image-stub';

const schemas = pageSchemas(imageStub);
const schema = pageSchema(imageStub);

// A made-up info page (the privacy page's shape), not the content's words.
const info = {
	title: 'Your data',
	description: 'What we keep and why.',
	heading: 'Your data',
	sections: [{ id: 'what-we-keep', heading: 'What we keep', body: ['Your e-mail, when you write.'] }],
	cta: { heading: 'Questions?', body: 'Write to us.', label: 'E-mail us' },
};

/** The first problem a schema reports, as "field: message". */
const problem = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
	const [issue] = result.error?.issues ?? [];
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('pageSchemas', () => {
	it('accepts a page with its blocks, each section laid out split unless it says', () => {
		expect(schemas.privacy.parse(info).sections[0]).toMatchObject({ layout: 'split', links: [] });
	});

	it.each([
		['a block the page never shows', { ...info, hero: 'x' }, /Unrecognized key/],
		['a section without paragraphs', { ...info, sections: [{ ...info.sections[0], body: [] }] }, /^sections\.0\.body:/],
		[
			'a section address with capitals',
			{ ...info, sections: [{ ...info.sections[0], id: 'What' }] },
			/^sections\.0\.id: Use lower-case words joined by hyphens/,
		],
		[
			'a link to a relative address',
			{ ...info, sections: [{ ...info.sections[0], links: [{ label: 'More', href: 'membership' }] }] },
			/^sections\.0\.links\.0\.href: Use a site path/,
		],
	])('rejects %s, naming the field', (_, input, message) => {
		expect(problem(schemas.privacy.safeParse(input))).toMatch(message);
	});
});

// A made-up timetable page: the blocks only it shows, and its call to action.
const timetable = {
	title: 'Fixture week',
	description: 'The fixture week.',
	heading: 'Fixture week',
	filter: { label: 'Fixture pick', all: 'Fixture all', none: 'Fixture none' },
	today: 'Fixture today',
	now: 'Fixture now',
	next: 'Fixture next',
	finished: 'Fixture over',
	noPage: 'Fixture ask',
	calendar: 'Fixture calendar',
	printed: 'Fixture from {date}',
	cta: { heading: 'Fixture join', body: 'Fixture body.', label: 'Fixture label' },
};

describe('pageSchemas: each page its own blocks', () => {
	it('accepts the timetable page as written', () => {
		expect(schemas.timetable.parse(timetable)).toEqual(timetable);
	});

	it.each([
		[
			'the timetable without its call to action',
			schemas.timetable,
			{ ...timetable, cta: undefined },
			/^cta: Invalid input: expected object/,
		],
		['about us without its team block', schemas['about-us'], { ...info, cta: undefined }, /^team: Invalid input: expected object/],
		[
			'a block another page shows',
			schemas.timetable,
			{ ...timetable, discounts: { heading: 'H', body: 'B', linkLabel: 'L' } },
			/Unrecognized key: "discounts"/,
		],
	])('rejects %s', (_, pageSchema, input, message) => {
		expect(problem(pageSchema.safeParse(input))).toMatch(message);
	});

	it.each(['/membership', 'https://members.gym.example/join', 'mailto:hello@gym.example', '#team'])('accepts the link %s', (href) => {
		expect(problem(schemas.timetable.safeParse({ ...timetable, note: { body: 'See', link: { label: 'Here', href } } }))).toBeUndefined();
	});
});

describe('the home page: "Your first visit" and the member stories follow a section drawn on its own', () => {
	const body = ['Fixture paragraph.'];
	// A section drawn alone, then a row of two cards, as the home page groups them.
	const home = {
		title: 'Fixture home',
		description: 'The fixture home.',
		heading: 'Fixture home',
		dayPass: 'Fixture day pass',
		nextClass: 'Fixture next class',
		proof: { heading: 'Fixture proof', founded: 'Since {year}', classes: '{count} fixture classes', days: '{count} fixture days' },
		today: {
			heading: 'Fixture first visit',
			steps: [{ heading: 'Fixture step', body: 'Fixture step at {price}.' }],
			next: 'Fixture next classes',
			link: 'Fixture link',
			today: 'Fixture today',
			tomorrow: 'Fixture tomorrow',
			onNow: 'Fixture now',
			after: 'fixture-alone',
		},
		priceFrom: 'From {price} a {period}',
		sections: [
			{ id: 'fixture-alone', heading: 'Fixture alone', body, layout: 'split' },
			{ id: 'fixture-card-a', heading: 'Fixture card A', body, layout: 'card' },
			{ id: 'fixture-card-b', heading: 'Fixture card B', body, layout: 'card' },
		],
		stories: { heading: 'Fixture stories' },
		video: { pause: 'Fixture pause', play: 'Fixture play' },
		affiliates: { heading: 'Fixture partners', comingSoon: 'Fixture soon' },
	};
	const lines = (data: unknown) => {
		const result = schemas.home.safeParse(data);
		return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
	};

	it('accepts either after a section drawn alone, or with no after', () => {
		expect(lines({ ...home, stories: { ...home.stories, after: 'fixture-alone' } })).toEqual([]);
		expect(lines(home)).toEqual([]);
		expect(lines({ ...home, today: { ...home.today, after: undefined } })).toEqual([]);
	});

	it('takes at most three figures from the posts beside the three it works out', () => {
		const fact = { figure: '12', label: 'fixture figures' };
		expect(lines({ ...home, proof: { ...home.proof, facts: [fact, fact, fact] } })).toEqual([]);
		expect(lines({ ...home, proof: { ...home.proof, facts: [fact, fact, fact, fact] } })).toEqual([
			'proof.facts: Too big: expected array to have <=3 items',
		]);
	});

	it('asks for at least one step of a first visit', () => {
		expect(lines({ ...home, today: { ...home.today, steps: [] } })).toEqual(['today.steps: Too small: expected array to have >=1 items']);
	});

	it.each(['today', 'stories'] as const)('rejects %s.after naming a card, or no section, with the sections it may name', (field) => {
		for (const after of ['fixture-card-a', 'fixture-missing'])
			expect(lines({ ...home, [field]: { ...home[field], after } })).toEqual([
				`${field}.after: "${after}" is not a section shown on its own; use one of fixture-alone`,
			]);
	});
});

describe('pageSchema', () => {
	it('reads each file with its own page schema, told apart by `page`', () => {
		expect(schema.parse({ ...info, page: 'privacy' })).toMatchObject({ page: 'privacy', heading: 'Your data' });
		expect(problem(schema.safeParse({ ...info, page: 'home' }))).toBeDefined();
	});

	it('names every page file when no page reads the file', () => {
		const message = problem(schema.safeParse({ ...info, page: 'pricing' }));
		expect(message).toMatch(/^page: No page of the site reads this file; the page files are /);
		for (const id of Object.keys(schemas)) expect(message).toContain(`${id}.yaml`);
	});
});
