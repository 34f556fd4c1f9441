import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadTimetablePage } from '@/data/pages/timetable-page';
import { weekdays } from '@/lib/schedule/browser/weekdays';

import { fillClassWeek } from '../../support/class-fixtures';
import { clearCollections } from '../../support/content-store';
import { fillPages, locals, signUp } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

const cta = { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture join' };

describe('loadTimetablePage', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
	});

	it('gives the whole week in order, each class page its kind, and the kinds on the week in schema order', async () => {
		fillPages({ timetable: { cta } });
		const page = await loadTimetablePage(locals);
		expect(page.week.map((day) => day.day)).toEqual(weekdays);
		expect(page.today).toBe('2030-01-07');
		expect(Object.keys(page.types).sort()).toEqual(['zz-lift', 'zz-row', 'zz-stretch']);
		expect(page.filterTypes.map((kind) => kind.key)).toEqual(['strength', 'engine']);
		expect(page.filterTypes[0]?.label).toBe(locals.words.classTypes.strength);
	});

	it('closes with a day pass first, its label from the words and the day pass, when the words give one', async () => {
		fillPages({ timetable: { cta: { ...cta, dayPass: 'Try a {plan} at {price}' } } });
		const { band } = await loadTimetablePage(locals);
		expect(band).toMatchObject({ heading: 'Fixture band', label: 'Try a fixture pass at £7', href: signUp.dayPass });
		expect(band.secondary).toEqual({ label: 'Fixture join', href: signUp.join, external: true });
	});

	it('closes with joining alone when the words give no day pass', async () => {
		fillPages({ timetable: { cta } });
		const { band } = await loadTimetablePage(locals);
		expect(band).toMatchObject({ label: 'Fixture join', href: signUp.join, secondary: undefined });
	});
});
