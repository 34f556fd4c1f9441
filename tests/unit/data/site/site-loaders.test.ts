import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadDayPass } from '@/data/site/day-pass';
import { loadSettings } from '@/data/site/settings';
import { loadWords } from '@/data/site/words';

import { clearCollections, setCollection } from '../../support/content-store';
import { fill } from '../../support/loader-fixtures';
import { plan } from '../../support/plan-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

describe('what every page shares', () => {
	beforeEach(() => {
		clearCollections();
	});

	it("names the day pass by its plan's title in lower case, with its price at the desk and online", async () => {
		fill('plans', [
			['zz-month', plan('ZZ MONTH', 60, 'join')],
			['zz-day', plan('ZZ ONE VISIT', 9, 'dayPass', { onlinePrice: 10 })],
		]);
		expect(await loadDayPass()).toEqual({ plan: 'zz one visit', price: '£9', online: '£10' });
	});

	it('gives the day pass one price when it has no other online', async () => {
		fill('plans', [['zz-day', plan('ZZ DAY', 9, 'dayPass')]]);
		expect(await loadDayPass()).toMatchObject({ price: '£9', online: '£9' });
	});

	it('stops without a day pass plan, naming the plans folder', async () => {
		fill('plans', [['zz-month', plan('ZZ MONTH', 60, 'join')]]);
		await expect(loadDayPass()).rejects.toThrow(/content\/plans: a plan with signUp: dayPass/);
	});

	it('reads the settings and the words from their one entry each, and stops without them', async () => {
		setCollection('settings', [{ id: 'site', data: { name: 'Zz Gym' } }]);
		setCollection('words', [{ id: 'words', data: { menu: 'Zz' } }]);
		expect(await loadSettings()).toEqual({ name: 'Zz Gym' });
		expect(await loadWords()).toEqual({ menu: 'Zz' });
		clearCollections();
		await expect(loadSettings()).rejects.toThrow(/site\.yaml/);
		await expect(loadWords()).rejects.toThrow(/words\.yaml/);
	});
});
