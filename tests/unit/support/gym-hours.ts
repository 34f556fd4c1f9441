import type { OpenStatusWords } from '@/lib/schedule/open-or-closed';
import type { OpeningHours } from '@/lib/schemas/settings';
import type { SpecialDay } from '@/lib/schemas/special-hours';

import { dayNames } from './day-names';

/** A gym week for the open-now tests: long weekdays, a short Friday and weekend. */
export const weekdayHours = { open: '06:00', close: '21:00' };
export const week: OpeningHours = {
	monday: weekdayHours,
	tuesday: weekdayHours,
	wednesday: weekdayHours,
	thursday: weekdayHours,
	friday: { open: '06:00', close: '20:00' },
	saturday: { open: '06:30', close: '15:00' },
	sunday: { open: '08:00', close: '14:00' },
};

/** Shortened hours on Christmas Eve, then closed for two days. */
export const christmas: SpecialDay[] = [
	{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' },
	{ from: '2026-12-25', to: '2026-12-26', hours: null, note: 'Christmas' },
];

/** The line's words, as in content/settings/words.yaml at launch; the tests' own copy, so editors can change theirs. */
export const openWords: OpenStatusWords = {
	open: 'Open now · closes {time}',
	closed: 'Closed',
	opens: 'opens {time} {day}',
	today: 'today',
	days: dayNames,
};
