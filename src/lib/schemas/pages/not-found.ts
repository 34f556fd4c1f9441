import { z } from 'astro/zod';

import { cta, link, page } from './blocks.ts';

/** The words of the 404 page (content/pages/not-found.yaml). */
export const notFoundPageSchema = z.strictObject({
	...page,
	cta: cta.describe('The way back, e.g. Return to Home'),
	links: z.array(link).min(1).max(6).describe('Where else to go, e.g. the timetable, the classes, membership and the blog'),
});
