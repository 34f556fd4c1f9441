import { beforeEach, describe, expect, it, vi } from 'vitest';

import { classFeedPaths, loadClassCalendar, loadTimetableCalendar } from '@/data/pages/calendar-feeds';

import { fillClassWeek } from '../../support/class-fixtures';
import { clearCollections } from '../../support/content-store';
import { fillPages, locals } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

describe('the calendar feeds', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
		fillPages({ timetable: { title: 'Fixture week' } });
	});

	it('give a feed to each class on the timetable with a page', async () => {
		expect((await classFeedPaths()).map((path) => path.params.slug).sort()).toEqual(['zz-lift', 'zz-row']);
	});

	it("hold the whole week under the gym's short name and the timetable's title", async () => {
		const calendar = await loadTimetableCalendar(locals);
		expect(calendar).toContain('X-WR-CALNAME:Fixture Fixture week');
		expect(calendar).toContain('Zz Row');
		expect(calendar).toContain('Zz Lift');
	});

	it("hold a class's sessions alone, named after its guide", async () => {
		const calendar = await loadClassCalendar(locals, 'zz-row');
		expect(calendar).toContain('X-WR-CALNAME:Zz Row · Fixture');
		expect(calendar).not.toContain('Zz Lift');
	});

	it('stop on a feed for a class with no guide', async () => {
		await expect(loadClassCalendar(locals, 'zz-nothing')).rejects.toThrow(/zz-nothing/);
	});
});
