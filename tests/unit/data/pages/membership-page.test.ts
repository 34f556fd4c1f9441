import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadMembershipPage } from '@/data/pages/membership-page';

import { clearCollections } from '../../support/content-store';
import { fillPages, locals, signUp } from '../../support/loader-fixtures';
import { fillPlans } from '../../support/plan-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

const discounts = { heading: 'Zz Discounts', body: 'Ask.', linkLabel: 'Write' };
const cta = { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture pass' };

describe('loadMembershipPage', () => {
	beforeEach(() => {
		clearCollections();
		fillPlans();
	});

	it('leads with the popular plan, gives each plan its sign-up link, and asks about discounts by e-mail', async () => {
		fillPages({ membership: { discounts, cta } });
		const page = await loadMembershipPage(locals);
		expect(page.plans.map(({ plan, href }) => [plan.title, href])).toEqual([
			['ZZ MONTH', signUp.join],
			['ZZ DAY', signUp.dayPass],
		]);
		expect(page.discounts).toEqual({
			heading: 'Zz Discounts',
			body: 'Ask.',
			label: 'Write',
			email: 'desk@gym.example',
			subject: 'Zz Discounts',
		});
		expect(page.band).toMatchObject({ label: 'Fixture pass', href: signUp.dayPass, secondary: undefined });
	});

	it('has no band without its words', async () => {
		fillPages({ membership: { discounts, cta: undefined } });
		expect((await loadMembershipPage(locals)).band).toBeUndefined();
	});
});
