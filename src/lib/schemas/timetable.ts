import { z } from 'astro/zod';

import { weekdays } from '../schedule/browser/weekdays.ts';
import { isBefore, time, withRole } from './shared.ts';

const slotSchema = z
	.strictObject({
		start: time.describe('Start time, 24-hour, e.g. 06:30'),
		end: time.describe('End time, 24-hour, e.g. 07:30'),
		class: z.string().default('').describe('Class name as printed; leave empty for a blank slot'),
	})
	// Compared only when both times are valid, so a bad time gets one message, not two.
	.refine((s) => isBefore(s.start, s.end), {
		message: 'The end time must be after the start time',
		path: ['end'],
		when: (payload) => payload.issues.length === 0,
	});

export const timetableDaySchema = z.strictObject({
	day: withRole(z.enum(weekdays, { error: `Use a weekday in lower case: ${weekdays.join(', ')}` }), { listedAs: 'name' }),
	slots: z.array(slotSchema).describe("That day's classes in time order; a blank slot keeps the rows lined up with the other days"),
});
export type TimetableDay = z.infer<typeof timetableDaySchema>;
export type Slot = z.infer<typeof slotSchema>;
