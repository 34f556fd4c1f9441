import { z } from 'astro/zod';

import { isBefore, time } from './shared.ts';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (date: string) =>
	!Number.isNaN(Date.parse(`${date}T12:00:00Z`)) && new Date(`${date}T12:00:00Z`).toISOString().startsWith(date);

// YAML reads an unquoted 2026-12-25 as a date and a quoted one as text; both mean the same day.
const isoDate = z.preprocess(
	(value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
	z
		.string({ error: 'Use a date as YYYY-MM-DD, e.g. 2026-12-25' })
		.regex(isoDatePattern, 'Use a date as YYYY-MM-DD, e.g. 2026-12-25')
		.refine(isRealDate, 'This date does not exist in the calendar'),
);

const entry = z
	.strictObject({
		from: isoDate.describe('The first day, e.g. 2026-12-24'),
		to: isoDate.optional().describe('The last day of a range; leave out for a single day'),
		// The CMS switch writes false when it is off, which means the same as leaving it out.
		closed: z
			.boolean({ error: 'Write closed: true, or leave it out and give open and close times' })
			.optional()
			.describe('Closed all day; leave off and give the opening and closing times for shortened hours'),
		open: time.optional().describe('Opening time that day, e.g. 08:00'),
		close: time.optional().describe('Closing time that day, e.g. 13:00'),
		note: z.string().trim().min(1, 'Add a short note visitors see, e.g. Christmas').describe('Shown to visitors, e.g. Christmas'),
	})
	.superRefine((day, ctx) => {
		if (day.closed && (day.open || day.close)) {
			ctx.addIssue({ code: 'custom', path: ['closed'], message: 'Give either closed: true or open and close times, not both' });
		} else if (!day.closed && !(day.open && day.close)) {
			ctx.addIssue({
				code: 'custom',
				path: [day.open ? 'close' : 'open'],
				message: 'Give both open and close times, or closed: true for a closure',
			});
		} else if (day.open && day.close && !isBefore(day.open, day.close)) {
			ctx.addIssue({ code: 'custom', path: ['close'], message: 'The closing time must be after the opening time' });
		}
		if (day.to && day.to < day.from) {
			ctx.addIssue({ code: 'custom', path: ['to'], message: `The last day must be on or after the first day (${day.from})` });
		}
	})
	.transform(({ from, to, closed, open, close, note }) => ({
		from,
		to: to ?? from,
		hours: closed || !open || !close ? null : { open, close },
		note,
	}));

/** Holiday hours and closures; a day listed here replaces that weekday's usual hours. */
export const specialHoursSchema = z
	.array(entry)
	.default([])
	.superRefine((days, ctx) => {
		days.forEach((day, i) => {
			const clash = days.findIndex((other, j) => j < i && other.from <= day.to && day.from <= other.to);
			const other = days[clash];
			if (other) {
				ctx.addIssue({
					code: 'custom',
					path: [i, 'from'],
					message: `These dates overlap entry ${clash + 1} (${other.from} to ${other.to}, ${other.note}); each day may be listed once`,
				});
			}
		});
	})
	.describe('Holiday hours and closures: from (and to for a range), then closed: true or open and close, and a note');

export type SpecialDay = z.infer<typeof specialHoursSchema>[number];
