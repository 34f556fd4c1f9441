import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadClassIndexPage } from '@/data/pages/class-index-page';

import { fillClassWeek } from '../../support/class-fixtures';
import { clearCollections } from '../../support/content-store';
import { fillPages, locals, signUp } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

const cta = { heading: 'Fixture band', body: 'A {plan} is {price}', label: 'Fixture pass', join: 'Fixture join' };

describe('loadClassIndexPage', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
		fillPages({ classes: { cta } });
	});

	it("gives a card per listed class, by order, with its guide's picture, and their kinds in schema order", async () => {
		const page = await loadClassIndexPage(locals);
		expect(page.cards.map((card) => card.slug)).toEqual(['zz-lift', 'zz-row', 'zz-stretch']);
		expect(page.cards[0]).toMatchObject({ image: '/fixtures/Zz Lift.jpg', imageAlt: 'Zz Lift in the hall' });
		expect(page.types.map((kind) => kind.key)).toEqual(['strength', 'engine', 'recovery']);
	});

	it('closes with a day pass first, its price in the words, then joining', async () => {
		const { band } = await loadClassIndexPage(locals);
		expect(band).toEqual({
			heading: 'Fixture band',
			body: 'A fixture pass is £7',
			label: 'Fixture pass',
			href: signUp.dayPass,
			external: true,
			secondary: { label: 'Fixture join', href: signUp.join, external: true },
		});
	});
});
