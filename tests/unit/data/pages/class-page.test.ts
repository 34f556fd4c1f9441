import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ClassWithPage } from '@/data/collections/classes';
import { classPaths, loadClassPage } from '@/data/pages/class-page';

import { fillClassWeek, guide } from '../../support/class-fixtures';
import { clearCollections, getEntry, setCollection } from '../../support/content-store';
import { entry, fill, locals, signUp } from '../../support/loader-fixtures';
import { member } from '../../support/post-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/picture-files', () => import('../../support/picture-files-stub'));

const classEntry = async (id: string) => (await getEntry('classes', id)) as unknown as ClassWithPage;

describe('a class page', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
		fill('team', [
			['zz-coach', member('Zz Qoach')],
			['zy-coach', member('Zy Qoach')],
		]);
	});

	it('gives every class with a page its path', async () => {
		expect((await classPaths()).map((path) => path.params.slug)).toEqual(['zz-row', 'zz-lift', 'zz-stretch']);
	});

	it('gives a class on the timetable its sessions, next session, feed and a day pass first', async () => {
		const page = await loadClassPage(locals, await classEntry('zz-row'));
		expect(page.Content).toBe('rendered zz-row');
		expect(page.access).toBe('timetable');
		expect(page.sessions).toMatchObject([{ day: 'monday', start: '18:00', end: '19:00' }]);
		expect(page.feedPath).toBe('/classes/zz-row.ics');
		expect(page.band).toMatchObject({ heading: 'Try Zz Row', href: signUp.dayPass, secondary: { label: 'See the week' } });
	});

	it('gives its coaches in the order the guide lists them, each with the first paragraph of their bio', async () => {
		fill('team', [
			['zz-coach', member('Zz Qoach'), 'Lifts.\n\nMore.'],
			['zy-coach', member('Zy Qoach'), 'Rows.'],
		]);
		fillClassWeek([['zz-led', guide('Zz Led', 'strength', { coaches: ['zy-coach', 'zz-coach'] })]]);
		const page = await loadClassPage(locals, await classEntry('zz-led'));
		expect(page.coaches.map((coach) => [coach.name, coach.bio])).toEqual([
			['Zy Qoach', 'Rows.'],
			['Zz Qoach', 'Lifts.'],
		]);
		expect(page.access).toBe('arrangement');
		expect(page.feedPath).toBeUndefined();
	});

	it('gives a coach whose team file has no text an empty bio', async () => {
		const { id, data } = entry('team', 'zz-quiet', member('Zz Quiet'));
		setCollection('team', [{ id, data }]);
		fillClassWeek([['zz-led', guide('Zz Led', 'strength', { coaches: ['zz-quiet'] })]]);
		const page = await loadClassPage(locals, await classEntry('zz-led'));
		expect(page.coaches.map((coach) => coach.bio)).toEqual(['']);
	});
});
