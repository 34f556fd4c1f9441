import { z } from 'astro/zod';
import { groupSections } from '../sections.ts';
import { folderOf } from '../content/content-layout.ts';
import { altText, type ImageField, paragraphs, type SiteImage, titleText, withRole, words } from './shared.ts';
import { shopCategoryPageSchema, shopHubSchema } from './shop-page.ts';
import { template } from './words.ts';

const link = z.strictObject({
	label: words,
	href: z.string().regex(/^(\/|https:\/\/|mailto:|#)/, 'Use a site path like /membership, or a full https:// address'),
});

const anchor = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case words joined by hyphens');

const section = <I extends z.ZodType>(image: ImageField<I>) =>
	z.strictObject({
		id: anchor.describe('The address of the section, e.g. /privacy#cookies'),
		heading: words,
		body: paragraphs,
		image: withRole(image(), { slot: 'feature' }).optional(),
		imageAlt: altText.optional(),
		links: z.array(link).default([]),
		layout: z
			.enum(['split', 'panel', 'quote'])
			.default('split')
			.describe(
				'split: picture beside the words; panel: the picture across the page, the words on a panel over it; quote: the first paragraph as a large pull quote',
			),
	});
const sections = <I extends z.ZodType>(image: ImageField<I>) => z.array(section(image)).min(1);

/** An offer on the home page: a section that may quote a plan's price and ask for an e-mail enquiry. */
const offer = <I extends z.ZodType>(image: ImageField<I>) =>
	section(image).extend({
		layout: z
			.enum(['split', 'wide', 'card', 'panel', 'quote'])
			.default('split')
			.describe(
				'split: picture beside the words; wide: a picture strip across the page; card: side by side with the next cards; panel: the picture across the page, the words on a panel over it; quote: the first paragraph as a large pull quote',
			),
		plan: z
			.string()
			.regex(/^[a-z0-9-]+$/, `Use the file name of a plan in ${folderOf('plans')}, without .yaml, e.g. open-gym`)
			.optional()
			.describe('A plan whose price the section quotes, e.g. open-gym'),
		enquiry: words.optional().describe('Words of a button that e-mails the gym about this offer, e.g. E-mail us'),
	});

const cta = z.strictObject({ heading: words, body: words, label: words.describe('Words of the button') });

/** Every page has these: the browser tab, the search result and the page's own heading. */
const page = {
	title: withRole(titleText, { pageTitle: true }).describe('Browser tab and search result title'),
	description: withRole(words, { pageDescription: true }).describe('Search result text; cut to 155 characters'),
	heading: words.describe('The main heading on the page'),
	intro: words.optional(),
};

/** A section of /blog: an accordion of cards. */
const blogList = z.strictObject({
	id: anchor.describe('The address of the list, e.g. /blog#monthly-posts'),
	heading: words,
	body: paragraphs,
	linkLabel: words.describe('Words of the link on each card, e.g. Read More'),
});

/**
 * The words of each page, keyed by its file in content/pages/ (home → content/pages/home.yaml). Each page lists
 * the blocks it shows, so a missing block or a block the page never shows fails the build naming file and field.
 */
export const pageSchemas = <I extends z.ZodType>(image: ImageField<I>) => {
	const info = { ...page, sections: sections(image), cta: cta.describe('The contact box at the foot of the page') };
	const shopCategory = { ...page, shop: shopCategoryPageSchema };
	const header = z
		.strictObject({ image: image(), alt: altText })
		.optional()
		.describe('A picture behind the page heading, full width; leave out for a plain heading band');
	return {
		home: z
			.strictObject({
				...page,
				dayPass: words.describe('Words of the second button in the hero, to the day pass sign-up, e.g. Try a day pass'),
				nextClass: words.describe("The hero's live line before the next class on the timetable, e.g. Next class"),
				proof: z
					.strictObject({
						heading: words.describe('Heard by screen readers only, e.g. The gym at a glance'),
						founded: template('year'),
						classes: template('count').describe("The number of classes on the week's timetable goes in {count}"),
						days: template('count').describe('The number of days a week the gym opens goes in {count}'),
					})
					.describe('The strip of facts under the hero'),
				today: z
					.strictObject({
						heading: words.describe('e.g. Your first visit'),
						steps: z
							.array(
								z.strictObject({
									heading: words.describe('e.g. Get a day pass'),
									body: words.describe('{price} and {online} become the day pass prices at the desk and online'),
								}),
							)
							.min(1)
							.max(4)
							.describe('What a first visit takes, in order, beside the next classes'),
						next: words.describe('Over the next classes on the timetable, e.g. Next classes'),
						link: words.describe('Words of the link to /timetable'),
						today: words,
						tomorrow: words,
						onNow: words.describe('Over a class that has started and is not over, e.g. On now'),
						after: anchor.describe('The id of the section this one follows, e.g. classes'),
						count: z.number().int().min(1).max(6).default(3).describe('How many of the next classes to show'),
					})
					.describe('"Your first visit": its steps and the next classes on the timetable'),
				priceFrom: template('price', 'period').describe('How an offer quotes its plan, e.g. From {price} a {period}'),
				sections: z.array(offer(image)).min(1),
				results: z
					.strictObject({
						heading: words,
						intro: words.optional(),
						facts: z
							.array(
								z.strictObject({
									figure: words.describe('The figure, large, e.g. 120 or £1,225'),
									label: words.describe('What it counts, e.g. members, double the year before'),
									source: link.optional().describe('Where the figure was reported, e.g. a monthly post'),
								}),
							)
							.min(1)
							.max(6)
							.describe('Figures from the posts: members, events, money raised, results'),
						storiesHeading: words.describe(`Over the member stories (${folderOf('stories')}), shown once there is one`),
						after: anchor
							.optional()
							.describe('The id of the section this one follows, e.g. classes; leave out to put it after the last section'),
					})
					.optional()
					.describe('The proof section: real figures, then member stories; leave out for none'),
				cta: cta.optional().describe('The join band under the sections; leave out for none'),
				video: z.strictObject({ pause: words, play: words }).describe('Names of the button that pauses and plays the hero video'),
				affiliates: z
					.strictObject({ heading: words, comingSoon: words.describe('Words on an empty tile, e.g. Coming soon') })
					.describe('The row of affiliate logos'),
			})
			.superRefine((home, ctx) => {
				// "Your first visit" and the proof section each follow a section drawn on its own, not one of a row of cards.
				const anchors = groupSections(home.sections).flatMap((group) => (Array.isArray(group) ? [] : [group.id]));
				for (const field of ['today', 'results'] as const) {
					const after = home[field]?.after;
					if (after !== undefined && !anchors.includes(after))
						ctx.addIssue({
							code: 'custom',
							path: [field, 'after'],
							message: `"${after}" is not a section shown on its own; use one of ${anchors.join(', ')}`,
						});
				}
			}),
		'about-us': z.strictObject({
			...page,
			header,
			sections: sections(image),
			team: z.strictObject({
				heading: words,
				body: words,
				toggleLabel: words.describe('Button that shows the team cards'),
				toggleCount: template('count').describe('Under that button: how many people it shows, e.g. {count} people'),
				coOwnersHeading: words,
				staffHeading: words,
				joinLabel: words,
				bioLabel: template('name').describe("The button that opens a member's bio on a phone, e.g. About {name}"),
			}),
		}),
		membership: z.strictObject({
			...page,
			header,
			popularLabel: words.describe('The badge on the plan marked popular, e.g. Most Popular'),
			discounts: z.strictObject({ heading: words, body: words, linkLabel: words }),
			faq: z
				.strictObject({
					heading: words,
					items: z
						.array(z.strictObject({ question: words, answer: words }))
						.min(1)
						.max(6)
						.describe('Answer only with what the plans and this page already say: prices stay on the plan cards'),
				})
				.describe('Questions at the end of /membership'),
			cta: cta.optional().describe('The join band at the foot of the page; leave out for none'),
		}),
		timetable: z.strictObject({
			...page,
			note: z.strictObject({ body: words, link }).optional().describe('A line above the timetable; leave out for none'),
			classesLink: link
				.optional()
				.describe('A link to the list of classes under the heading, e.g. Every class explained, /classes; leave out for none'),
			filter: z
				.strictObject({
					label: words.describe('e.g. Show'),
					all: words.describe('e.g. All classes'),
					none: words.describe('On a day without the chosen class, e.g. Not on this day'),
				})
				.describe('The class filter above the timetable'),
			today: words.describe("Beside today's name, e.g. Today"),
			now: words.describe('Badge on the class running now, e.g. On now'),
			next: words.describe('Badge on the next class today, e.g. Next'),
			finished: words.describe('Read out on a class already over today, which is greyed and struck through, e.g. Finished'),
			noPage: words.describe('Beside a class with no class page, so every entry says where to ask, e.g. Ask at the front desk'),
			printed: template('date').describe(
				"On the printed timetable, under the gym's name and address; the day the site was last published goes in {date}, e.g. Timetable valid from {date}",
			),
			cta,
		}),
		classes: z.strictObject({
			...page,
			filter: z
				.strictObject({ label: words.describe('e.g. Show'), all: words.describe('e.g. All classes') })
				.describe('The filter by kind of class over the list'),
			days: words.describe('Label of the days a class runs, e.g. Days'),
			next: words.describe('Label of when it runs next, e.g. Next session'),
			walkIn: words.describe('Instead of days and a next session for open gym, e.g. Any time we are open'),
			byArrangement: words.describe('Instead of days and a next session for a class off the timetable, e.g. By arrangement'),
			more: words.describe('Link to each class page, e.g. About the class'),
			cta: z
				.strictObject({
					heading: words,
					body: template('price', 'online').describe(
						'The day pass price at the desk goes in {price}, bought online in {online}, e.g. Come in on a day pass, {price} at the desk or {online} online',
					),
					label: words.describe('Words of the button to the day pass sign-up (new tab), e.g. Try a day pass'),
					join: words.describe('Words of the button beside it, to the join sign-up (new tab), e.g. Join now'),
				})
				.describe('The band at the foot of the list: the day pass first, joining second'),
		}),
		facilities: z.strictObject({
			...page,
			header,
			highlights: z.array(z.strictObject({ value: words, label: words })).min(1),
			sections: z
				.array(
					section(image).extend({
						layout: z
							.enum(['split', 'card', 'panel', 'quote'])
							.default('split')
							.describe(
								'split: picture beside the words; card: side by side with the cards next to it; panel: the picture across the page, the words on a panel over it; quote: the first paragraph as a large pull quote',
							),
					}),
				)
				.min(1),
			tour: z
				.strictObject({
					heading: words.describe('e.g. A look around'),
					album: words.describe('The album the photos come from: its folder under content/gallery, e.g. facilities'),
					photos: z
						.array(z.number().int().min(1))
						.min(1)
						.max(6)
						.describe("Which of the album's photos, by their place in it (1 is the first), shown with their captions"),
					link: link.describe('To the whole album, e.g. See every photo, /gallery/facilities'),
				})
				.optional()
				.describe('A few photos of the facilities under the sections; leave out for none'),
			cta: cta.optional().describe('The day-pass band under the sections; leave out for none'),
			visitHeading: words.describe('Heading over the map and visiting notes, e.g. Visiting the gym'),
			map: z
				.strictObject({
					show: words.describe('Button that loads the live map, e.g. Show interactive map'),
					directions: words.describe('Link to directions, e.g. Get directions'),
					title: words.describe('Name of the live map for screen readers; {gym} is the gym name'),
				})
				.describe('The map of the gym'),
			info: z.array(z.strictObject({ heading: words, body: paragraphs })).default([]),
		}),
		gallery: z.strictObject({
			...page,
			header,
			albumLinkLabel: words.describe('Link words on each album card, e.g. View Album'),
			backLabel: words.describe('The button on each album page back to the gallery, e.g. Back to Albums'),
			photoCount: z
				.strictObject({ one: template('count'), other: template('count') })
				.describe('The photo count of an album, for one photo and for any other number: {count} Photos'),
			lightbox: z
				.strictObject({
					label: template('album').describe('Name of the photo viewer for screen readers, e.g. {album} photos'),
					swipeHint: words.describe('Shown on touch screens in the photo viewer, e.g. Swipe for the next photo'),
				})
				.describe('The photo viewer on each album page'),
		}),
		blog: z.strictObject({
			...page,
			posts: blogList.describe('The monthly posts'),
			guides: blogList.describe('The class guides'),
			feed: z
				.strictObject({
					title: words.describe('Name of the RSS feed in feed readers'),
					linkLabel: words.describe('Words of the visible link to the feed'),
				})
				.describe('The RSS feed of the monthly posts (/rss.xml)'),
			archive: z
				.strictObject({
					title: template('page').describe('Browser tab and search result title of each archive page, e.g. Monthly posts, page {page}'),
					description: template('page').describe('Search result text of each archive page; {page} keeps each page’s own'),
					heading: words.describe('The main heading of each archive page'),
					pageLabel: template('page', 'pages').describe('Under the heading, e.g. Page {page} of {pages}'),
					linkLabel: words.describe('The link under the newest posts on /blog to every post, e.g. All monthly posts'),
					newer: words.describe('The link to the page of newer posts, e.g. Newer posts'),
					older: words.describe('The link to the page of older posts, e.g. Older posts'),
				})
				.describe('Every monthly post, newest first, a page at a time (/blog/archive, /blog/archive/2 …); /blog shows the newest few'),
		}),
		shop: z.strictObject({ ...page, header, shop: shopHubSchema(image) }),
		'shop-fitness-gear': z.strictObject(shopCategory),
		'shop-programs': z.strictObject(shopCategory),
		'shop-supplements': z.strictObject(shopCategory),
		privacy: z.strictObject(info),
		accessibility: z.strictObject(info),
		'not-found': z.strictObject({
			...page,
			cta: cta.describe('The way back, e.g. Return to Home'),
			links: z.array(link).min(1).max(6).describe('Where else to go, e.g. the timetable, the classes, membership and the blog'),
		}),
	};
};

type PageSchemas = ReturnType<typeof pageSchemas<SiteImage>>;
/** A file in content/pages/, without .yaml. */
export type PageId = keyof PageSchemas;

/**
 * All pages as one schema, told apart by `page`, which the content loader sets from the file name
 * (src/lib/content/keyed-by-file.ts), so editors never write it. A file no page reads fails the build.
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
