import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadInfoPage } from '@/data/pages/info-page';
import { loadNotFoundPage } from '@/data/pages/not-found-page';

import { clearCollections } from '../../support/content-store';
import { fillPages, locals } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

describe('the pages of their own words alone', () => {
	beforeEach(() => {
		clearCollections();
	});

	it('close an information page with a box that writes to the gym about it', async () => {
		const cta = { heading: 'Fixture ask', body: 'Write to us.', label: 'Fixture write' };
		fillPages({ privacy: { heading: 'Zz Notice', cta } });
		const page = await loadInfoPage(locals, 'privacy');
		expect(page.contact).toEqual({ ...cta, email: 'desk@gym.example', subject: 'Zz Notice' });
	});

	it('give the 404 page its own words', async () => {
		fillPages({ 'not-found': { heading: 'Zz Lost' } });
		expect((await loadNotFoundPage()).heading).toBe('Zz Lost');
	});

	it('stop on a page whose words are missing, naming the file', async () => {
		await expect(loadNotFoundPage()).rejects.toThrow(/content\/pages\/not-found\.yaml/);
	});
});
