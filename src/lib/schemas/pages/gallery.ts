import { z } from 'astro/zod';

import { type ImageField, words } from '../shared.ts';
import { template } from '../words.ts';
import { cta, header, page } from './blocks.ts';

/** The words of /gallery and its album pages (content/pages/gallery.yaml). */
export const galleryPageSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		...page,
		header: header(image),
		albumLinkLabel: words.describe('Link words on each album card, e.g. View Album'),
		backLabel: words.describe('The button on each album page back to the gallery, e.g. Back to Albums'),
		photoCount: z
			.strictObject({ one: template('count'), other: template('count') })
			.describe('The photo count of an album, for one photo and for any other number: {count} Photos'),
		comingSoon: words
			.optional()
			.describe('Beside the photo count on an album card while every photo of the album is still stand-in artwork, e.g. coming soon'),
		standInNote: words
			.optional()
			.describe(
				'Said beside the photo count on an album page while any of its photos is still stand-in artwork, e.g. The photos for this album are still to be taken: until then, a word stands in for each one',
			),
		lightbox: z
			.strictObject({
				label: template('album').describe('Name of the photo viewer for screen readers, e.g. {album} photos'),
				swipeHint: words.describe('Shown on touch screens in the photo viewer, e.g. Swipe for the next photo'),
				buttons: z
					.strictObject({
						close: words.describe('Closes the photo viewer, e.g. Close'),
						previous: words.describe('Shows the photo before, e.g. Previous photo'),
						next: words.describe('Shows the photo after, e.g. Next photo'),
					})
					.describe("The names screen readers give the photo viewer's buttons"),
			})
			.describe('The photo viewer on each album page'),
		cta: cta.optional().describe('The day-pass band at the foot of the gallery and of each album; leave out for none'),
	});
