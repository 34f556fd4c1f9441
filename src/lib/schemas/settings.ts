import { z } from 'astro/zod';

import { weekdays } from '../schedule/browser/weekdays.ts';
import { altText, httpsUrl, type ImageField, isBefore, standInFields, time, withRole, words } from './shared.ts';
import { specialHoursSchema } from './special-hours.ts';

const dayHours = z
	.strictObject({ open: time, close: time })
	// Compared only when both times are valid, so a bad time gets one message, not two.
	.refine((h) => isBefore(h.open, h.close), {
		message: 'The closing time must be after the opening time',
		path: ['close'],
		when: (payload) => payload.issues.length === 0,
	});

/** A hero video's address in public/ without its extension: the site offers <address>.webm, then <address>.mp4. */
const heroVideo = z.string().regex(/^\/media\/[a-z0-9-]+$/, "Give the video's address in public/ without .webm or .mp4, e.g. /media/hero");

/** The gym's one settings file: everything the gym changes in one place. */
export const settingsSchema = <I extends z.ZodType>(image: ImageField<I>) =>
	z
		.strictObject({
			name: words.describe('Gym name, used in titles and structured data'),
			shortName: words.describe('Short name for the logo and small screens'),
			founded: z.number().int().min(1900).max(2100).describe('Year the gym opened'),
			url: httpsUrl.describe('Production address of the website, e.g. https://www.example.co.uk'),
			email: z.email('Use a valid e-mail address').describe('Contact address for enquiries'),
			telephone: words.optional(),
			address: z.strictObject({
				street: words,
				locality: words.optional(),
				town: words,
				county: words.optional(),
				postcode: words,
				country: z.string().length(2).describe('Two-letter country code, e.g. GB'),
			}),
			geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
			map: z.strictObject({
				embedOrigin: httpsUrl.describe('Origin of the map embed, allowed by the security policy'),
				embedUrl: httpsUrl.describe('Address of the embedded map, loaded only when a visitor asks'),
				directionsUrl: httpsUrl.describe('Link that opens directions in a map app'),
				preview: withRole(image(), { slot: 'map' }),
				previewAlt: altText,
			}),
			openingHours: z.strictObject(
				Object.fromEntries(weekdays.map((d) => [d, dayHours])) as Record<(typeof weekdays)[number], typeof dayHours>,
			),
			specialHours: specialHoursSchema,
			socials: z.strictObject({ instagram: httpsUrl, facebook: httpsUrl }),
			apps: z.strictObject({ appStore: httpsUrl, googlePlay: httpsUrl }),
			signUp: z.strictObject({
				join: httpsUrl.describe('Membership sign-up page of the membership provider'),
				dayPass: httpsUrl.describe('Day-pass page of the membership provider'),
			}),
			logo: image(),
			ogImage: withRole(image(), { slot: 'share' }).describe('Default picture shown when a page is shared'),
			ogImageAlt: altText,
			heroPoster: withRole(image(), { slot: 'hero' }).describe('Still image shown before and instead of the hero video'),
			heroPosterTall: withRole(image(), { slot: 'heroTall' })
				.optional()
				.describe(
					'Tall cut of the hero still for phones held upright, with its video (heroVideoTall); without them phones crop the wide one',
				),
			heroPosterAlt: altText,
			heroFocus: z
				.enum(['left', 'centre', 'right'])
				.default('centre')
				.describe('Where the subject of the wide hero still and video sits across the frame: a narrower screen keeps that side in view'),
			heroVideo: heroVideo.describe(
				'The hero video, whose first frame is heroPoster: its WebM and MP4 files in public/media, named without the extension, e.g. /media/hero',
			),
			heroVideoTall: heroVideo
				.optional()
				.describe('The tall cut of the hero video for phones held upright, whose first frame is heroPosterTall, e.g. /media/hero-tall'),
			themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a six-digit hex colour, e.g. #111111'),
			description: withRole(words, { pageDescription: true }).describe('Default description for search results'),
			standIn: standInFields,
		})
		// A tall still without its video would show phones a still that the wide video then replaces, and the reverse a
		// video with no still to stand in before it plays.
		.superRefine((data, ctx) => {
			if (Boolean(data.heroPosterTall) !== Boolean(data.heroVideoTall)) {
				ctx.addIssue({
					code: 'custom',
					path: [data.heroPosterTall ? 'heroVideoTall' : 'heroPosterTall'],
					message: 'The tall cut needs both its still (heroPosterTall) and its video (heroVideoTall): give both, or neither',
				});
			}
		});

/** The gym's settings as the schema outputs them, each picture as `Image`: the site's ImageMetadata, the tests' path. */
export type Settings<Image = ImageMetadata> = z.output<ReturnType<typeof settingsSchema<z.ZodType<Image>>>>;
export type OpeningHours = Settings['openingHours'];
export type SpecialHours = Settings['specialHours'];
