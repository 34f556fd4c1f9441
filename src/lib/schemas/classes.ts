import { z } from 'astro/zod';

import { folderOf } from '../content/content-layout.ts';
import { altText, day, type ImageField, order, paragraphs, type SiteImage, titleText, withRole, words } from './shared.ts';

/** The kinds of class, each with its label in content/settings/words.yaml (classTypes). */
export const classTypes = ['strength', 'lifting', 'engine', 'race', 'youth', 'recovery', 'open'] as const;
export type ClassType = (typeof classTypes)[number];

/**
 * The fields every class guide has, in the order the editor lists them; `hasPage` is each kind of guide's own (below).
 * `member` is a team file name, injected so tests can use a plain string where the site uses `reference('team')`.
 */
const classFields = <I extends z.ZodType, M extends z.ZodType, H extends z.ZodType>(image: ImageField<I>, member: M, hasPage: H) => ({
	heading: withRole(titleText, { pageTitle: true, namesFile: true }).describe('Title banner of the class page and its browser tab title'),
	classTitle: withRole(words, { listedAs: 'name' }).describe('Short class name for cards'),
	description: withRole(words, { pageDescription: true }).describe(
		'One or two sentences for cards and search results (cut to 155 characters there)',
	),
	image: withRole(image(), { slot: 'banner' }),
	imageAlt: altText,
	published: day('publication').describe('Date the guide was first published, for search engines'),
	modified: day('last-changed').optional().describe('Date of the last real change; the publication date when left out'),
	draft: z.boolean().default(false).describe('True keeps the guide off the live site (no page); npm run dev still shows it, marked Draft'),
	hidden: z.boolean().default(false).describe('Hide from the blog lists and structured data'),
	unfinished: z.boolean().default(false).describe('Still has [placeholders]: noindex and out of the sitemap'),
	hasPage,
	order: order('on the blog'),
	type: z
		.enum(classTypes)
		.optional()
		.describe(
			'The kind of class, marked on the timetable and filtered by on /classes and the blog: strength, lifting, engine (conditioning), race (training for a fitness race), youth, recovery or open',
		),
	runs: words
		.optional()
		.describe(
			'When a class off the timetable runs, in a few words, e.g. Saturdays from 10am until close: its Days fact and the heading of its times. Leave out for a class on the timetable, whose times come from there',
		),
	coaches: z
		.array(member)
		.default([])
		.describe(
			`Who coaches the class, in the order their cards show on its page: team file names (${folderOf('team')}, without .md), e.g. alex-moreno; leave out for none`,
		),
	level: words.optional().describe('Who the class suits, shown in its facts and on the classes page, e.g. All levels'),
	audience: paragraphs.optional().describe("The Who It's For card"),
	session: z
		.strictObject({
			length: words.describe('How long one session lasts, e.g. 30 minutes'),
			schedule: words.optional().describe('How often or when it runs, e.g. Twice a week'),
			format: words.describe('What a session is made of'),
			focusAreas: z.array(words).min(1).describe('One entry per focus area'),
		})
		.optional()
		.describe('The What to Expect card'),
	whyItWorks: paragraphs.optional().describe('The Why It Works card'),
	coachingApproach: paragraphs.optional().describe('The Coaching Approach card'),
	whatToBring: z.array(words).min(1).optional().describe('The What to Bring card: one entry per item or tip'),
	faq: z
		.array(z.strictObject({ question: words, answer: words }))
		.default([])
		.describe('Frequently asked questions, shown on the page and given to search engines'),
});

const hasPageHint = 'False for entries that only appear as cards';
const closingHint = 'Closing card with its button to the timetable; needed when the guide has a page';
/** The closing card; left out where a page needs one, it says so in the editor's words rather than zod's. */
const closingCard = z.strictObject(
	{
		heading: words.describe('e.g. Ready to Try Row Club?'),
		body: words,
		label: words.describe('Words of the button to the timetable, e.g. View the timetable'),
	},
	{
		error: (issue) =>
			issue.input === undefined ? 'A class page needs a closing card: add closing with a heading, a body and a label' : undefined,
	},
);

/**
 * A class guide (/classes/<file name>); the blog lists it under Class Descriptions. The file's text is the Overview
 * card. A guide with a page (the default) has its closing card; one that only appears as a card may leave it out.
 */
export const classSchema = <I extends z.ZodType, M extends z.ZodType>(image: ImageField<I>, member: M) =>
	z.discriminatedUnion(
		'hasPage',
		[
			z.strictObject({
				...classFields(image, member, z.literal(true).default(true).describe(hasPageHint)),
				closing: closingCard.describe(closingHint),
			}),
			z.strictObject({
				...classFields(image, member, z.literal(false).describe(hasPageHint)),
				closing: closingCard.optional().describe(closingHint),
			}),
		],
		{
			// zod's own words for a value neither option takes list the options' literals; this says what each means.
			error: (issue) =>
				issue.code === 'invalid_union' ? 'Use true for a guide with its own page (the default) or false for a card only' : undefined,
		},
	);

export type ClassEntry = z.infer<ReturnType<typeof classSchema<SiteImage, z.ZodString>>>;
