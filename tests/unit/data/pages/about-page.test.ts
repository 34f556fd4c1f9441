import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadAboutPage } from '@/data/pages/about-page';

import { page as pageWords } from '../../../support/content';
import { clearCollections } from '../../support/content-store';
import { fill, fillPages, locals, signUp } from '../../support/loader-fixtures';
import { member } from '../../support/post-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

const team = () => ({ ...pageWords('about-us').team, toggleCount: '{count} of us, led by {owners}', joinLabel: 'Fixture join' });

describe('loadAboutPage', () => {
	beforeEach(() => {
		clearCollections();
		fill('team', [
			['zz-owner', member('Zz Owner', 'co-owner'), 'Owns.'],
			['zz-coach', member('Zz Qoach'), 'Qoaches.'],
			['zy-coach', member('Zy Qoach'), 'Rows.'],
		]);
	});

	it('groups the team with their rendered bios, counts them and names who leads them', async () => {
		fillPages({ 'about-us': { team: team(), cta: { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture pass' } } });
		const page = await loadAboutPage(locals);
		expect(page.team.coOwners.map(({ member: each, Bio }) => [each.data.name, Bio])).toEqual([['Zz Owner', 'rendered zz-owner']]);
		expect(page.team.staff.map(({ member: each }) => each.data.name)).toEqual(['Zy Qoach', 'Zz Qoach']);
		expect(page.team.count).toBe('3 of us, led by Zz Owner');
		expect(page.join).toEqual({ label: 'Fixture join', href: signUp.join });
		expect(page.band).toMatchObject({
			label: 'Fixture pass',
			href: signUp.dayPass,
			secondary: { label: 'Fixture join', href: signUp.join },
		});
	});
});
