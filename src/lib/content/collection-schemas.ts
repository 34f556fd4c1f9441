import type { z } from 'astro/zod';
import { affiliateSchema } from '../schemas/affiliates';
import { albumSchema } from '../schemas/albums';
import { classNameSchema } from '../schemas/class-names';
import { classGuideSchema } from '../schemas/classes';
import { pageSchema } from '../schemas/pages';
import { planSchema } from '../schemas/plans';
import { postSchema } from '../schemas/posts';
import { productSchema } from '../schemas/products';
import { settingsSchema } from '../schemas/settings';
import type { ImageField } from '../schemas/shared';
import { storySchema } from '../schemas/stories';
import { teamSchema } from '../schemas/team';
import { timetableDaySchema } from '../schemas/timetable';
import { wordsSchema } from '../schemas/words';
import type { CollectionName } from './content-layout';

/**
 * Every collection's schema, one per collection content-layout.ts lists (the `satisfies` fails the type check when
 * one is missing). The build, the CMS and the tests each call it with their own image field and link to another
 * collection's entry: Astro's `image()` and `reference()`, the CMS's markers, or the tests' stand-ins.
 */
export const collectionSchemas = <Link extends z.ZodType>(image: ImageField, link: (collection: CollectionName) => Link) =>
	({
		settings: settingsSchema(image),
		words: wordsSchema,
		classNames: classNameSchema(link('classes')),
		pages: pageSchema(image),
		team: teamSchema(image),
		plans: planSchema,
		timetable: timetableDaySchema,
		affiliates: affiliateSchema(image),
		classes: classGuideSchema(image),
		posts: postSchema(image, link('team')),
		products: productSchema(image),
		albums: albumSchema(image),
		stories: storySchema(image),
	}) satisfies Record<CollectionName, z.ZodType>;
