import { z } from 'astro/zod';

import { folderOf } from '../content/content-layout.ts';
import { words } from './shared.ts';

/** One timetable name and the class guide it links to; `reference` is injected so tests can use a string. */
export const classNameSchema = <R extends z.ZodType>(reference: R) =>
	z.strictObject({
		name: words.describe('Class name exactly as the timetable prints it'),
		class: reference.describe(`File name of the class guide in ${folderOf('classes')}, e.g. row-club`),
	});
