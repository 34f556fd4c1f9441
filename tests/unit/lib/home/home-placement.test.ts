import { describe, expect, it } from 'vitest';

import { homeSlots } from '@/lib/home/home-placement';
import { afterSections, beforeSections } from '@/lib/lists/sections';

describe('homeSlots', () => {
	it.each([
		['both placed after sections', { today: { after: 'classes' }, stories: { after: 'coaching' } }, 'classes', 'coaching'],
		['neither placed', { today: {}, stories: {} }, beforeSections, afterSections],
		['only the first visit placed', { today: { after: 'classes' }, stories: {} }, 'classes', afterSections],
		['no stories block', { today: {} }, beforeSections, undefined],
	])('%s', (_case, home, firstVisit, stories) => {
		expect(homeSlots(home)).toEqual({ firstVisit, stories });
	});
});
