import { z } from 'astro/zod';

import { altText, type ImageField, order, titleText, withRole, words } from './shared.ts';

const photo = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		image: image().optional().describe('Upload the photo here; leave empty for a photo already in the folder under its number (photo n)'),
		alt: altText.describe('What the photo shows, for screen readers'),
		caption: words.optional().describe('Shown under the thumbnail and in the lightbox; leave out for none'),
	});

/**
 * A gallery album (content/gallery/<album>/index.yaml). The list gives each photo's words, in order, and its length
 * is the album's photo count. A photo names its file (`image`, as the CMS uploads it) or is found by its number
 * beside this file (src/lib/gallery/album-images.ts).
 */
export const albumSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		title: withRole(titleText, { pageTitle: true, listedAs: 'name' }).describe('Album name on its card, page heading and breadcrumbs'),
		description: withRole(words, { pageDescription: true }).describe('One or two sentences for search results and the album page'),
		cover: withRole(image(), { slot: 'albumCover' }).describe('Card picture on the gallery index, e.g. ./summer-social-1.jpg'),
		coverAlt: altText,
		listed: z.boolean().default(true).describe('Show the album on the gallery index; false keeps it reachable only by its address'),
		order: order('on the gallery index'),
		fileNamePrefix: z
			.string()
			.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphens and underscores only, e.g. summer-social-')
			.optional()
			.describe(
				'Photo n is looked for as <prefix><n> first (summer-social-3.jpg), then as plain <n> (3.jpg); leave out to use plain numbers only',
			),
		photos: z
			.array(photo(image))
			.min(1, 'List at least one photo')
			.describe(
				'Photo 1, photo 2, ... in album order. Add one entry per photo; the build warns about a numbered file with no entry, and an entry with neither an upload nor a file',
			),
	});
