import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadHomePage } from '@/data/pages/home-page';

import { page as pageWords } from '../../../support/content';
import { fillClassWeek } from '../../support/class-fixtures';
import { clearCollections } from '../../support/content-store';
import { fill, fillPages, locals, signUp } from '../../support/loader-fixtures';
import { fillPlans } from '../../support/plan-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/picture-files', () => import('../../support/picture-files-stub'));

const offer = { id: 'zz-offer', heading: 'Zz Offer', body: 'Lift with us.', plan: 'zz-month', enquiry: 'Zz write' };
const home = () => ({
	sections: [offer],
	priceFrom: 'Zz {price} per {period}',
	today: { ...pageWords('home').today, after: 'zz-offer', steps: [{ heading: 'Come in', body: 'A {plan} costs {price}.' }] },
	stories: { heading: 'Zz Stories', after: 'zz-offer' },
	cta: { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture join' },
	dayPass: 'Fixture pass',
	nextClass: 'Fixture next',
});

describe('loadHomePage', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
		fillPlans();
		fill('affiliates', [
			['zz-partner', { name: 'Zz Partner', logo: '/fixtures/zz-partner.svg', alt: 'Zz Partner', href: 'https://partner.example', slot: 2 }],
		]);
		fill('stories', [
			['zz-sam', { name: 'Zz Sam', quote: 'Strong.', detail: 'Lifter' }],
			['zy-kim', { name: 'Zy Kim', quote: 'Fast.', detail: 'Runner' }],
		]);
	});

	it("quotes each offer's plan, gives the first visit's steps with the day pass price and the stories in order", async () => {
		fillPages({ home: home() });
		const page = await loadHomePage(locals);
		expect(JSON.stringify(page.groups)).toContain('Zz £60 per');
		expect(page.firstVisit.props.steps).toEqual([{ heading: 'Come in', body: 'A fixture pass costs £7.' }]);
		// The stories' type comes from the content layer, which the fixtures stand in for.
		const shown = page.memberStories as unknown as { props: { stories: { name: string }[] } } | undefined;
		const stories = shown?.props.stories;
		expect(stories?.map((story) => story.name)).toEqual(['Zy Kim', 'Zz Sam']);
		expect(page.affiliates[1]).toMatchObject({ name: 'Zz Partner' });
		expect(page.affiliates[0]).toBeNull();
	});

	it("names the week's next class in the hero, linked to its page", async () => {
		fillPages({ home: home() });
		const { hero } = await loadHomePage(locals);
		expect(hero.next).toMatchObject({ label: 'Fixture next', name: 'Zz Row', href: '/classes/zz-row' });
		expect(hero.dayPass).toEqual({ href: signUp.dayPass, label: 'Fixture pass' });
	});

	it('closes with joining first, then the day pass, and with no band without its words', async () => {
		fillPages({ home: home() });
		expect((await loadHomePage(locals)).band).toMatchObject({
			label: 'Fixture join',
			href: signUp.join,
			secondary: { label: 'Fixture pass', href: signUp.dayPass },
		});
		fillPages({ home: { ...home(), cta: undefined, stories: undefined } });
		const page = await loadHomePage(locals);
		expect(page.band).toBeUndefined();
		expect(page.memberStories).toBeUndefined();
	});

	it('has no next class for a week without classes', async () => {
		fill('timetable', []);
		fillPages({ home: home() });
		expect((await loadHomePage(locals)).hero.next).toBeUndefined();
	});
});
