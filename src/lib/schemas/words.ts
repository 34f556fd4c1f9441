import { z } from 'astro/zod';

import { type SiteSection, siteSections } from '../content/entry-paths.ts';
import { type Weekday, weekdays } from '../schedule/browser/weekdays.ts';
import { classTypes } from './classes.ts';
import { planPeriods } from './plans.ts';
import { words } from './shared.ts';

/** Words with {placeholders} the site fills in; each must keep the placeholders it names. */
export const template = (...names: string[]) =>
	words.refine((text) => names.every((name) => text.includes(`{${name}}`)), {
		message: `Keep ${names.map((name) => `{${name}}`).join(' and ')} in the words: the site puts the ${names.join(' and ')} there`,
	});

/** A word for each weekday, keyed by the timetable's file names (monday … sunday). */
const week = z.strictObject(Object.fromEntries(weekdays.map((day) => [day, words])) as Record<Weekday, typeof words>);

const appBadge = z.strictObject({ small: words.describe('The small line, e.g. Download on the'), name: words });

/** content/settings/words.yaml: the words of the menu, the footer, buttons and labels that many pages share. */
export const wordsSchema = z.strictObject({
	menu: z
		.strictObject(Object.fromEntries(siteSections.map((section) => [section, words])) as Record<SiteSection, typeof words>)
		.describe('The menu and footer name of each section, by its address'),
	menuButton: words.describe('The button that opens the menu on phones, e.g. Menu'),
	homeLink: template('name').describe(
		"What a screen reader hears for the logo in the header, which links the home page: the gym's name goes in {name}, e.g. {name}, home",
	),
	join: words.describe('The join button in the header, the menu and the home hero, e.g. JOIN NOW'),
	skipLink: words.describe('The first link on every page, for keyboard users, e.g. Skip to main content'),
	islandError: words.describe(
		'Shown in place of a part of a page that stopped working in the browser (the phone menu, the photo viewer, the carousel, the blog sections, the team), e.g. Something went wrong.',
	),
	newTab: words.describe('Read out in brackets after a link that opens in a new tab, e.g. opens in a new tab'),
	socials: z
		.strictObject({ instagram: words, facebook: words })
		.describe("The name of each social profile link: in the footer, a post's follow-us box and a team member's card, e.g. Instagram"),
	footer: z.strictObject({
		visit: words,
		hours: words,
		explore: words,
		classes: words.describe('The link to the list of every class, under Explore after the timetable, e.g. Classes'),
		email: words.describe(
			'The footer e-mail link on a phone, where the address is too long for its column (the address is still read out), e.g. E-mail us',
		),
		follow: words,
		app: words,
		appStore: appBadge,
		googlePlay: appBadge,
		copyright: template('year', 'name', 'founded', 'town').describe(
			'The last line of every page, e.g. © {year} {name}. Est. {founded}, {town}.',
		),
	}),
	signUp: z
		.strictObject({
			join: words.describe('e.g. Join now'),
			dayPass: words.describe('e.g. Buy a day pass'),
		})
		.describe('The button of each membership plan, by the sign-up page it opens'),
	periods: z
		.strictObject(Object.fromEntries(planPeriods.map((period) => [period, words])) as Record<(typeof planPeriods)[number], typeof words>)
		.describe("What a plan's price buys, by the plan's period: on its card and in the home page's offers, e.g. month: month"),
	planPrice: z
		.strictObject({
			from: words.describe('Before the price of a plan that starts at that price, e.g. from'),
			period: template('period').describe("After the price: the period's word goes in {period}, e.g. per {period}"),
		})
		.describe("The price line of each plan's card on /membership"),
	onlinePrice: template('price').describe(
		"Under a plan's price where it costs more bought online (the plan's onlinePrice goes in {price}), e.g. {price} if bought online",
	),
	actionBar: z
		.strictObject({
			dayPass: template('plan', 'online').describe(
				"The day pass link, which buys it online: the day pass plan's title goes in {plan}, its price bought online in {online} (its price at the desk in {price}, where the bar has room), e.g. {plan} {online}",
			),
			join: words.describe('The join link beside it, e.g. Join'),
		})
		.describe('The slim bar at the foot of a phone screen once the first screen has scrolled away'),
	regions: z
		.strictObject({
			mainMenu: words.describe('The menu in the header on a wide screen, e.g. Main'),
			phoneMenu: words.describe('The menu the menu button opens on phones, e.g. Main menu'),
			footerLinks: words.describe('e.g. Footer'),
			breadcrumb: words.describe('e.g. Breadcrumb'),
			weekDays: words.describe("The timetable's day strip on a phone, e.g. Days of the week"),
			albums: words.describe('The album cards on /gallery, e.g. Albums'),
			photos: words.describe("An album's photos, e.g. Photos"),
		})
		.describe('Names a screen reader hears for parts of a page'),
	days: week.describe(
		"Each weekday's name: on the timetable, the opening hours, the class pages, the home page's next classes and the open-now line, e.g. monday: Monday",
	),
	shortDays: week.describe(
		"Each weekday's short name, where room is short: the timetable's day strip on a phone, a class's days (Mon–Fri) and its next session (Tue 18:00), e.g. monday: Mon",
	),
	holidayHours: words.describe('Heading of the holiday hours in the footer and on /facilities'),
	openNow: z
		.strictObject({
			open: template('time').describe('e.g. Open now · closes {time}'),
			closed: words.describe('e.g. Closed'),
			opens: template('time', 'day').describe('e.g. opens {time} {day}'),
			today: words.describe('The {day} when the gym opens later today, e.g. today'),
		})
		.describe('The live line under the opening hours'),
	specialDays: z
		.strictObject({
			hours: template('open', 'close').describe("A short day's hours, e.g. Open {open}–{close}"),
			cancelled: words.describe('On a class that a closure or a short day cancels, e.g. Cancelled'),
		})
		.describe('Holiday hours and closures on the home page and the timetable'),
	blogLinks: z
		.strictObject({
			classGuides: words.describe("Above a class page's heading, linking the blog, e.g. Class Guides"),
			fromPost: words.describe("Above a post's heading, linking the blog, e.g. Training Tips & Class Guides"),
			backFromPost: words.describe('At the foot of a post, linking the blog, e.g. Back to Training Tips & Class Guides'),
			readNext: words
				.optional()
				.describe('At the foot of a post, over the heading of another post to read, e.g. Read next; leave out for no such link'),
		})
		.describe('Links back to the blog from class pages and posts'),
	byline: template('author').describe(
		"Under a post's heading, before its date: the names of its authors (or the gym's) go in {author}, e.g. By {author}",
	),
	drafts: z
		.strictObject({
			draft: words.describe('Before the heading of a post or class guide marked draft: true, e.g. Draft'),
			scheduled: template('day').describe('Before the heading of a post dated after today: its day goes in {day}, e.g. Scheduled {day}'),
		})
		.describe('How npm run dev marks an entry the live site leaves out, on its card and its page; the live site never shows these'),
	noMoreToday: z
		.strictObject({
			note: words.describe('First row of the next classes on the home page once no class runs later today, e.g. No more classes today'),
			next: template('day').describe('Under it, when the next classes run, e.g. Next classes: {day}'),
		})
		.describe("The next classes on the home page after the day's last class"),
	calendar: z
		.strictObject({
			subscribe: words,
			subscribeHint: template('subject').describe('Read out after Subscribe'),
			google: words,
			download: words,
			downloadHint: template('subject').describe('Read out after Download'),
			timetable: words.describe('The {subject} on /timetable, e.g. the class timetable'),
			class: template('class').describe('The {subject} on a class page, e.g. {class} classes'),
		})
		.describe('The calendar links on /timetable and the class pages'),
	shop: z
		.strictObject({
			price: words,
			sizes: words,
			buy: words,
			soldOutBanner: words,
			soldOut: words,
			inStock: words.describe("The state of a shop category that lists products, on its card and its page, e.g. 'In stock'"),
		})
		.describe('Words on each product card and the state of each shop category'),
	classes: z
		.strictObject({
			overview: words,
			whoItsFor: words,
			whatToExpect: words,
			whyItWorks: words,
			coachingApproach: words,
			whatToBring: words,
			faq: words,
			sessionLength: words,
			format: words,
			focusAreas: words,
			sessions: template('class').describe('Heading of the card with the weekly sessions, e.g. When {class} runs'),
			nextSession: words.describe('Label over the next session, worked out in London time, e.g. Next session'),
			onNow: words.describe('Label over a session that has started, e.g. On now'),
			today: words.describe('The day of a session later today, e.g. Today'),
			tomorrow: words.describe('The day of a session tomorrow, e.g. Tomorrow'),
			calendar: template('class').describe('Heading over the calendar links, e.g. {class} in your calendar'),
			noSessions: template('class').describe(
				'Said instead of times when the class is not on the timetable and its guide does not say when it runs',
			),
			runsNote: template('class').describe(
				"Said under when a class off the timetable runs (its guide's runs), e.g. {class} is not on the weekly class timetable: come along on a day pass",
			),
			tryOnDayPass: words.describe('First action of a class off the timetable, to the day pass (new tab), e.g. Try it on a day pass'),
			ask: words.describe('Second action of a class off the timetable, an e-mail to the gym about it, e.g. E-mail to book'),
			byArrangement: words.describe('Heading of that card for a class off the timetable, e.g. By arrangement'),
			walkIn: words.describe(
				"Heading of that card for open gym (needs no booking), e.g. Opening hours: the page's picture already says walk in",
			),
			walkInNote: template('class').describe(
				'Under it, over the opening hours, e.g. {class} needs no booking: walk in any time we are open',
			),
			tryClass: words.describe('First action of a class on the timetable, to the day pass (new tab), e.g. Try this class'),
			seeTimes: words.describe('Second action of a class on the timetable, to its times, e.g. See the times'),
			tryDayPass: words.describe('First action of open gym, to the day pass (new tab), e.g. Try a day pass'),
			seeHours: words.describe('Second action of open gym, to the opening hours, e.g. Opening hours'),
			allClasses: words.describe('Link back to /classes above the class name, e.g. All classes'),
			level: words.describe('Label of the level a class suits, e.g. Level'),
			coaches: words.describe("Heading over the coaches the class's guide lists, e.g. Your coaches"),
			facts: z
				.strictObject({
					duration: words.describe('e.g. Duration'),
					level: words.describe('e.g. Level'),
					days: words.describe('e.g. Days'),
					coach: words.describe('e.g. Coach'),
					price: words.describe('e.g. Price'),
					minutes: template('minutes').describe("A class's length from the timetable, e.g. {minutes} min"),
					dayPass: template('price', 'plan', 'online').describe(
						"The price of a first visit, beside the day pass link: its price at the desk goes in {price}, bought online in {online}, the plan's title in {plan}, e.g. {price} {plan}, {online} online",
					),
					unknown: words.describe(
						'Said for the first field the guide does not give (a length or a level), linked to an e-mail about the class, e.g. Ask us',
					),
					notGiven: words.describe('Said for any further field the guide does not give, as one way to ask is enough, e.g. —'),
					anyCoach: words.describe('Said when no team member is named for the class, e.g. Our coaches'),
				})
				.describe(
					'The strip under the heading of every class page: the same five fields on each, with its words for a field a class lacks',
				),
		})
		.describe('The headings and labels of every class page'),
	postCta: z
		.strictObject({
			heading: words.describe('Over the day pass at the end of a post about no one class, e.g. Train with us'),
			body: template('price', 'online').describe('Under it; the day pass price at the desk goes in {price}, bought online in {online}'),
			classHeading: template('class').describe('At the end of a post about a class, e.g. Try {class}'),
			classBody: template('when', 'price', 'online').describe(
				"Under it; the class's next session goes in {when} (e.g. Tue 18:00), the day pass price at the desk in {price}, bought online in {online}",
			),
			label: words.describe('The button to the day pass sign-up (new tab), e.g. Try a day pass'),
		})
		.describe('The call to action at the end of every post'),
	classTypes: z
		.strictObject(Object.fromEntries(classTypes.map((type) => [type, words])) as Record<(typeof classTypes)[number], typeof words>)
		.describe('The name of each kind of class, on the timetable and the blog filter, e.g. strength: Strength'),
	typeFilter: z
		.strictObject({ label: words.describe('e.g. Show'), all: words.describe('e.g. All classes') })
		.describe('The filter over the class guides on /blog'),
	carousel: z
		.strictObject({
			previous: words,
			next: words,
			slide: template('number', 'count').describe('e.g. Slide {number} of {count}'),
			position: template('number', 'count').describe('Each slide’s name, read out with slideKind, e.g. {number} of {count}'),
			kind: words.describe('What a screen reader calls the carousel, e.g. carousel'),
			slideKind: words.describe('What a screen reader calls each slide, after its name, e.g. slide'),
		})
		.describe('The photo carousel in blog posts: its buttons, and what is read out when it moves'),
});

export type Words = z.infer<typeof wordsSchema>;
