import type { DayNames } from '@/lib/schedule/browser/weekdays';

/** Weekday names as content/settings/words.yaml gives them at launch (`days`); the tests' own copy. */
export const dayNames: DayNames = {
	monday: 'Monday',
	tuesday: 'Tuesday',
	wednesday: 'Wednesday',
	thursday: 'Thursday',
	friday: 'Friday',
	saturday: 'Saturday',
	sunday: 'Sunday',
};

/** The short names (`shortDays`), e.g. Mon. */
export const shortDayNames: DayNames = {
	monday: 'Mon',
	tuesday: 'Tue',
	wednesday: 'Wed',
	thursday: 'Thu',
	friday: 'Fri',
	saturday: 'Sat',
	sunday: 'Sun',
};
