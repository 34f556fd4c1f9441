import type { z } from 'astro/zod';

import { affiliateSchema } from '../schemas/affiliates.ts';
import { albumSchema } from '../schemas/albums.ts';
import { classNameSchema } from '../schemas/class-names.ts';
import { classSchema } from '../schemas/classes.ts';
import { pageSchema } from '../schemas/pages/index.ts';
import { planSchema } from '../schemas/plans.ts';
import { postSchema } from '../schemas/posts.ts';
import { productSchema } from '../schemas/products.ts';
import { settingsSchema } from '../schemas/settings.ts';
import type { ImageField } from '../schemas/shared.ts';
import { storySchema } from '../schemas/stories.ts';
import { teamSchema } from '../schemas/team.ts';
import { timetableDaySchema } from '../schemas/timetable.ts';
import { wordsSchema } from '../schemas/words.ts';
import type { CollectionName } from './content-layout.ts';

/**
 * Every collection's schema, one factory per collection content-layout.ts lists (the `satisfies` fails the type check
 * when one is missing), so whoever parses builds only the schemas it reads. The build, the CMS and the tests each pass
 * their own image field and link to another collection's entry: Astro's `image()` and `reference()`, the CMS's
 * markers, or the tests' stand-ins.
 */
export const collectionSchemas = <I extends z.ZodType, Link extends z.ZodType>(
	image: ImageField<I>,
	link: (collection: CollectionName) => Link,
) =>
	({
		settings: () => settingsSchema(image),
		words: () => wordsSchema,
		classNames: () => classNameSchema(link('classes')),
		pages: () => pageSchema(image),
		team: () => teamSchema(image),
		plans: () => planSchema,
		timetable: () => timetableDaySchema,
		affiliates: () => affiliateSchema(image),
		classes: () => classSchema(image, link('team')),
		blog: () => postSchema(image, link('team'), link('classes')),
		products: () => productSchema(image),
		gallery: () => albumSchema(image),
		stories: () => storySchema(image),
	}) satisfies Record<CollectionName, () => z.ZodType>;
