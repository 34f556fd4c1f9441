import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadTimetableJson } from '@/data/pages/timetable-json';

import { fillClassWeek } from '../../support/class-fixtures';
import { clearCollections } from '../../support/content-store';
import { fillPages, locals } from '../../support/loader-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));

describe('loadTimetableJson', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
		fillPages({ home: {} });
	});

	it("names the week's classes through every day", async () => {
		const text = JSON.stringify(await loadTimetableJson(locals));
		expect(text).toContain('Zz Row');
		expect(text).toContain('Zz Lift');
		expect(text).not.toContain('Zz Stretch');
	});
});
