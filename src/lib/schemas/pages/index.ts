import { z } from 'astro/zod';

import type { ImageField, SiteImage } from '../shared.ts';
import { aboutUsPageSchema } from './about-us.ts';
import { blogPageSchema } from './blog.ts';
import { classesPageSchema } from './classes.ts';
import { facilitiesPageSchema } from './facilities.ts';
import { galleryPageSchema } from './gallery.ts';
import { homePageSchema } from './home.ts';
import { infoPageSchema } from './info.ts';
import { membershipPageSchema } from './membership.ts';
import { notFoundPageSchema } from './not-found.ts';
import { categoryPageSchema, shopPageSchema } from './shop.ts';
import { timetablePageSchema } from './timetable.ts';

/**
 * The words of each page, keyed by its file in content/pages/ (home → content/pages/home.yaml). Each page lists
 * the blocks it shows, so a missing block or a block the page never shows fails the build naming file and field.
 */
export const pageSchemas = <I extends z.ZodType>(image: ImageField<I>) => ({
	home: homePageSchema(image),
	'about-us': aboutUsPageSchema(image),
	membership: membershipPageSchema(image),
	timetable: timetablePageSchema,
	classes: classesPageSchema,
	facilities: facilitiesPageSchema(image),
	gallery: galleryPageSchema(image),
	blog: blogPageSchema,
	shop: shopPageSchema(image),
	'shop-fitness-gear': categoryPageSchema(),
	'shop-programs': categoryPageSchema(),
	'shop-supplements': categoryPageSchema(),
	privacy: infoPageSchema(image),
	accessibility: infoPageSchema(image),
	'not-found': notFoundPageSchema,
});

type PageSchemas = ReturnType<typeof pageSchemas<SiteImage>>;
/** A file in content/pages/, without .yaml. */
export type PageId = keyof PageSchemas;

/**
 * All pages as one schema, told apart by `page`, which the content loader sets from the file name
 * (src/build/loaders/keyed-by-file.ts), so editors never write it. A file no page reads fails the build.
 */
export const pageSchema = <I extends z.ZodType>(image: ImageField<I>) => {
	const schemas = pageSchemas(image);
	const ids = Object.keys(schemas) as PageId[];
	const options = ids.map((id) => schemas[id].extend({ page: z.literal(id) }));
	return z.discriminatedUnion('page', options as [(typeof options)[number], ...(typeof options)[number][]], {
		error: (issue) =>
			issue.code === 'invalid_union'
				? `No page of the site reads this file; the page files are ${ids.map((id) => `${id}.yaml`).join(', ')}`
				: undefined,
	});
};
