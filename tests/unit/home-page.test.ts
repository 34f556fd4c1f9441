import { describe, expect, it } from 'vitest';
import { groupSections, homeOffers, proofItems, quotePlan, todayStates, type QuotedPlan } from '@/lib/home-page';
import { dayName, type GridDay } from '@/lib/timetable';
import { slot } from './support/grid-slot';

// A made-up week (not the gym's), padded with blanks as the grid is.
const week: GridDay[] = [
	{ day: 'monday', slots: [slot('06:00', '07:00', 'Hyrox', 'hyrox'), slot('18:00', '19:00', 'Lifting', 'lifting')] },
	{ day: 'tuesday', slots: [slot('07:00', '07:30', 'Run Club'), null] },
	{ day: 'wednesday', slots: [null, null] },
	{ day: 'thursday', slots: [null, null] },
	{ day: 'friday', slots: [null, null] },
	{ day: 'saturday', slots: [null, null] },
	{ day: 'sunday', slots: [slot('09:00', '10:00', 'Hyrox', 'hyrox'), null] },
];
const plans: QuotedPlan[] = [
	{ id: 'open-gym', price: 69, currency: 'GBP', priceFrom: true, period: 'month' },
	{ id: 'day-pass', price: 12.5, currency: 'GBP', priceFrom: false, period: 'session' },
];
const words = { today: 'Today', tomorrow: 'Tomorrow', onNow: 'On now' };

describe('proofItems', () => {
	it('counts the classes on the timetable and puts each figure where its words say', () => {
		const items = proofItems(
			{ founded: 2017, week, openDays: 7 },
			{ founded: 'Since {year}', classes: '{count} classes a week', days: 'Open {count} days' },
		);
		expect(items).toEqual([
			{ before: 'Since', figure: '2017', after: '' },
			{ before: '', figure: '4', after: 'classes a week' },
			{ before: 'Open', figure: '7', after: 'days' },
		]);
	});
});

describe('quotePlan', () => {
	it('quotes a plan in the words given, pence only when there are any', () => {
		expect(quotePlan('open-gym', plans, 'From {price} a {period}', 'sections.0.plan')).toBe('From £69 a month');
		expect(quotePlan('day-pass', plans, '{price} a {period}', 'sections.0.plan')).toBe('£12.50 a session');
	});

	it('fails naming the file, the field and the plans there are', () => {
		expect(() => quotePlan('gold', plans, 'From {price}', 'sections.2.plan')).toThrow(
			'content/pages/home.yaml: sections.2.plan: "gold" is not a plan in content/plans; the plans are open-gym, day-pass',
		);
	});
});

describe('groupSections', () => {
	const s = (id: string, layout: 'split' | 'wide' | 'card') => ({ id, layout });
	it('gathers neighbouring cards into rows and leaves the others alone', () => {
		expect(groupSections([s('a', 'split'), s('b', 'card'), s('c', 'card'), s('d', 'wide'), s('e', 'card'), s('f', 'card')])).toEqual([
			s('a', 'split'),
			[s('b', 'card'), s('c', 'card')],
			s('d', 'wide'),
			[s('e', 'card'), s('f', 'card')],
		]);
	});

	it('draws a card with no neighbouring card as a section of its own', () => {
		expect(groupSections([s('a', 'card'), s('b', 'split')])).toEqual([s('a', 'card'), s('b', 'split')]);
	});
});

describe('homeOffers', () => {
	const section = (id: string, layout: 'split' | 'wide' | 'card', extra: { plan?: string; enquiry?: string } = {}) => ({
		id,
		heading: id.toUpperCase(),
		layout,
		...extra,
	});
	const page = (after: string) => ({
		sections: [section('gym', 'split', { plan: 'open-gym' }), section('physio', 'card', { enquiry: 'E-mail us' }), section('pt', 'card')],
		priceFrom: 'From {price} a {period}',
		today: { after },
	});

	it('quotes the plans, makes enquiries e-mails about the section, and groups the cards', () => {
		const [gym, cards] = homeOffers(page('gym'), plans, 'hello@gym.example');
		expect(gym).toMatchObject({ id: 'gym', price: 'From £69 a month', enquiry: undefined });
		expect(cards).toEqual([
			expect.objectContaining({
				id: 'physio',
				price: undefined,
				enquiry: { label: 'E-mail us', email: 'hello@gym.example', subject: 'PHYSIO' },
			}),
			expect.objectContaining({ id: 'pt', enquiry: undefined }),
		]);
	});

	it('fails when "Today at the gym" would follow a section that is not drawn on its own', () => {
		expect(() => homeOffers(page('physio'), plans, 'hello@gym.example')).toThrow(
			'content/pages/home.yaml: today.after: "physio" is not a section shown on its own; use one of gym',
		);
	});
});

describe('todayStates', () => {
	const states = todayStates(week, words, 2, dayName);
	/** What the list shows at a minute of a weekday (0 is Monday). */
	const shown = (weekday: number, minutes: number) =>
		(states[weekday]?.find(([until]) => minutes < until)?.[1] ?? []).map(([when, start, , name]) => `${when} ${start} ${name}`);

	it('covers every minute of every day, each state until the next change', () => {
		expect(states).toHaveLength(7);
		for (const day of states) {
			expect(day.at(-1)?.[0]).toBe(1440);
			const untils = day.map(([until]) => until);
			expect([...untils].sort((a, b) => a - b)).toEqual(untils);
		}
	});

	it('shows the next classes, the one on now first, then tomorrow and later days by name', () => {
		expect(shown(0, 0)).toEqual(['Today 06:00 Hyrox', 'Today 18:00 Lifting']);
		expect(shown(0, 6 * 60 + 30)).toEqual(['On now 06:00 Hyrox', 'Today 18:00 Lifting']);
		expect(shown(0, 7 * 60)).toEqual(['Today 18:00 Lifting', 'Tomorrow 07:00 Run Club']);
		expect(shown(1, 8 * 60)).toEqual(['Sunday 09:00 Hyrox', 'Monday 06:00 Hyrox']);
		expect(shown(6, 23 * 60)).toEqual(['Tomorrow 06:00 Hyrox', 'Tomorrow 18:00 Lifting']);
	});

	it('links each class to its page, and one without a page to the timetable', () => {
		const [, items = []] = states[1]?.[0] ?? [];
		expect(items[0]).toEqual(['Today', '07:00', '07:30', 'Run Club', '/timetable']);
		expect(states[0]?.[0]?.[1][0]?.[4]).toBe('/classes/hyrox');
	});

	it('merges changes that change nothing shown', () => {
		// Wednesday to Saturday hold no class: one state each, the whole day.
		expect(states.slice(2, 5).map((day) => day.length)).toEqual([1, 1, 1]);
	});

	it('shows nothing on a week without classes', () => {
		const empty = week.map((day) => ({ ...day, slots: [null] }));
		expect(todayStates(empty, words, 3, dayName).every((day) => day.length === 1 && day[0]?.[1].length === 0)).toBe(true);
	});
});
