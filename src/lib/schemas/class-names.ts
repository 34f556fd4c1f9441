import { z } from 'astro/zod';

/** One timetable name and the class guide it links to; `reference` is injected so tests can use a string. */
export const classNameSchema = (reference: z.ZodType) =>
	z.strictObject({
		name: z.string().min(1).describe('Class name exactly as the timetable prints it'),
		class: reference.describe('File name of the class guide in content/classes, e.g. run-club'),
	});
