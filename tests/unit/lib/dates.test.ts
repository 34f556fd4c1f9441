import { describe, expect, it } from 'vitest';

import { formatDay, isoDay } from '@/lib/dates';

describe('formatDay and isoDay', () => {
	it.each([
		['2025-09-30', '30 September 2025'],
		['2025-10-19', '19 October 2025'],
		['2025-08-22', '22 August 2025'],
	])('%s reads as %s and stays that day', (iso, label) => {
		expect(formatDay(new Date(iso))).toBe(label);
		expect(isoDay(new Date(iso))).toBe(iso);
	});
});
