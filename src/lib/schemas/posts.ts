import { z } from 'astro/zod';

import { folderOf } from '../content/content-layout.ts';
import { altText, day, type ImageField, titleText, withRole, words } from './shared.ts';

/**
 * A monthly post (/blog/<folder name>). `author` is a team file name and `classGuide` a class guide's; both are
 * injected so tests can use a plain string where the site uses `reference('team')` and `reference('classes')`.
 */
export const postSchema = <I extends z.ZodType, A extends z.ZodType, C extends z.ZodType>(image: ImageField<I>, author: A, classGuide: C) =>
	z.strictObject({
		heading: withRole(titleText, { pageTitle: true, listedAs: 'name', namesFile: true }).describe(
			'Post title: page heading, card title and browser tab title',
		),
		description: withRole(words, { pageDescription: true }).describe(
			'One or two sentences for the card and search results (cut to 155 characters there)',
		),
		published: withRole(day('publication'), { listedAs: 'detail' }).describe(
			'The post goes live on this day (London time); a later date schedules it',
		),
		draft: z.boolean().default(false).describe('True keeps the post off the live site; npm run dev still shows it, marked Draft'),
		modified: day('last-changed').optional().describe('Date of the last real change; the publication date when left out'),
		authors: z
			.array(author)
			.default([])
			.describe(`Team file names (${folderOf('team')}, without .md), e.g. alex-moreno; leave out to credit the gym`),
		image: withRole(image(), { slot: 'postCover' }).describe('Cover photo, also the card and share picture'),
		imageAlt: altText,
		about: classGuide
			.optional()
			.describe(
				`The class the post is about: a class guide's file name (${folderOf('classes')}, without .mdx), e.g. row-club. Its closing call to action names the class and its next session`,
			),
		carousel: z
			.strictObject({
				heading: words.describe('Heading above the carousel, e.g. September 2025 Highlights'),
				photos: z
					.array(
						z.strictObject({
							image: withRole(image(), { slot: 'carouselSlide' }),
							alt: altText,
							title: words.optional().describe('Caption shown under the photo'),
						}),
					)
					.min(1),
			})
			.optional()
			.describe('A looping photo carousel: at the end of the post, or where its words place <Carousel />'),
	});
