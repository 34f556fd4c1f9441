import { fillTemplate } from '@/lib/browser/fill-template';
import { entryPath } from '@/lib/content/content-layout';
import { describePlanPrice } from '@/lib/membership/plans';

import {
	affiliates,
	albums,
	classEntries,
	classNames,
	isoDay,
	listedClasses,
	page,
	plainText,
	plans,
	posts,
	products,
	settings,
	team,
	timetable,
	words,
} from '../support/content';
import { redirects } from '../support/redirects';

// The launch facts of the product specification (docs/product.md), in one table, checked against content/ by `npm run
// check:launch-facts`. Not part of `npm test`: after launch the gym owns these facts and may change any of them. Each
// row reads one fact from the editors' files (`read`) and gives the value the spec states (`equals`), or the phrases
// the text must carry (`mentions`).

export interface LaunchFact {
	/** Where the spec states the fact. */
	spec: string;
	fact: string;
	read: () => unknown;
	equals?: unknown;
	mentions?: string[];
}

const guide = (slug: string) => {
	const found = classEntries.find((g) => g.slug === slug);
	if (!found) throw new Error(`${entryPath('classes', slug)} is missing`);
	return found;
};
const post = (slug: string) => {
	const found = posts.find((p) => p.slug === slug);
	if (!found) throw new Error(`${entryPath('blog', slug)} is missing`);
	return found;
};
const album = (folder: string) => {
	const found = albums.find((a) => a.folder === folder);
	if (!found) throw new Error(`${entryPath('gallery', folder)} is missing`);
	return found;
};
/** Every word a class guide shows: its frontmatter and its text. */
const guideWords = (slug: string) => plainText(JSON.stringify(guide(slug)).replace(/\\n/g, ' '));
const teamName = (slug: string) => team.find((m) => m.slug === slug)?.name ?? slug;

export const launchFacts: LaunchFact[] = [
	{
		spec: '§1',
		fact: 'the gym was founded in 2017, in Chelmsford',
		read: () => [settings.founded, settings.address.town],
		equals: [2017, 'Chelmsford'],
	},
	{
		spec: '§9 Opening hours',
		fact: 'opening hours',
		read: () => Object.entries(settings.openingHours).map(([day, { open, close }]) => `${day} ${open}-${close}`),
		equals: [
			'monday 06:00-21:00',
			'tuesday 06:00-21:00',
			'wednesday 06:00-21:00',
			'thursday 06:00-21:00',
			'friday 06:00-20:00',
			'saturday 06:30-15:00',
			'sunday 08:00-14:00',
		],
	},
	{
		spec: '§9 Membership plans',
		fact: 'the four plans, their prices, sign-up links, popular mark and the line under the price',
		read: () =>
			plans.map((plan) => {
				const { from, price, period, online } = describePlanPrice(plan, { ...words.planPrice, periods: words.periods });
				const under = online ? fillTemplate(words.onlinePrice, { price: online }) : plan.note;
				return [plan.title, [from, price, period].filter(Boolean).join(' '), plan.signUp, plan.popular ?? false, under];
			}),
		equals: [
			['OPEN GYM', 'from £69 per month', 'join', false, undefined],
			['CLASS & OPEN GYM', 'from £94 per month', 'join', true, undefined],
			['CLASS BLOCKS', 'from £10 per block', 'join', false, undefined],
			['DAY PASS', '£12 per session', 'dayPass', false, '£13 if bought online'],
		],
	},
	{
		spec: '§9 Membership plans',
		fact: 'CLASS & OPEN GYM gives unlimited classes plus open gym',
		read: () => JSON.stringify(plans.find((p) => p.title === 'CLASS & OPEN GYM')),
		mentions: ['Unlimited classes', 'open gym'],
	},
	{
		spec: '§2 /membership',
		fact: 'memberships are contract lengths; the discounts box',
		read: () => JSON.stringify(page('membership')),
		mentions: ['contract length', 'Student & Blue Light discounts', 'front desk'],
	},
	{
		spec: '§9 Weekly timetable',
		fact: 'every slot of the week',
		read: () =>
			Object.fromEntries(Object.entries(timetable).map(([day, slots]) => [day, slots.map((s) => `${s.start}-${s.end} ${s.class}`)])),
		equals: {
			monday: [
				'06:00-07:00 ATHX',
				'09:30-10:30 Strong & Conditioned',
				'12:30-13:00 Conditioning Club',
				'18:00-19:00 Olympic Lifting',
				'19:00-20:00 Metcon',
				'20:00-21:00 Hyrox',
			],
			tuesday: [
				'07:00-07:30 Run Club S&C',
				'09:30-10:30 Strong & Conditioned',
				'12:30-13:00 Conditioning Club',
				'18:00-19:00 Hyrox',
				'20:00-21:00 Hyrox',
			],
			wednesday: [
				'06:00-07:00 Hyrox',
				'09:30-10:30 Strong & Conditioned',
				'12:30-13:00 Conditioning Club',
				'18:00-19:00 Junior S&C',
				'19:00-20:00 ATHX',
			],
			thursday: [
				'07:00-07:30 Run Club S&C',
				'09:30-10:30 Strong & Conditioned',
				'12:30-13:00 Conditioning Club',
				'18:00-19:00 Hyrox',
				'19:00-20:00 Off The Pitch S&C',
			],
			friday: ['06:00-07:00 Hyrox', '09:30-10:30 Strong & Conditioned', '12:30-13:00 Conditioning Club', '18:30-19:30 ATHX'],
			saturday: ['07:30-08:30 Hyrox', '08:30-09:30 Hyrox', '09:30-10:30 Metcon'],
			sunday: ['09:00-10:00 Hyrox', '11:00-13:00 Olympic Lifting'],
		},
	},
	{
		spec: '§2 /timetable',
		fact: 'the Open Gym note',
		read: () => page('timetable').note,
		equals: {
			body: 'Open Gym runs during all opening hours and needs no booking.',
			link: { label: 'About Open Gym', href: '/classes/open-gym' },
		},
	},
	{
		spec: '§3 Class name to slug map',
		fact: 'the thirteen classes and two aliases; Strong & Conditioned and Junior S&C have no slug',
		read: () => classNames,
		equals: {
			PWRTHR: 'pwrthr',
			'Conditioning Club': 'conditioning-club',
			'Olympic Lifting': 'olympic-lifting',
			'Junior Ice Hockey S&C': 'junior-ice-hockey-sc',
			'Open Gym': 'open-gym',
			Metcon: 'metcon',
			Hyrox: 'hyrox',
			'Youth S&C': 'youth-sc',
			'Run Club': 'run-club',
			Powerlifting: 'powerlifting',
			ATHX: 'athx',
			'Recovery Session': 'recovery-session',
			'Off The Pitch S&C': 'off-the-pitch',
			'Run Club S&C': 'run-club',
			'ATHX Endurance': 'athx',
		},
	},
	{
		spec: '§9 Team',
		fact: '3 co-owners and 9 staff, all still stand-ins',
		read: () => [
			team.filter((m) => m.role === 'co-owner').length,
			team.filter((m) => m.role === 'staff').length,
			team.every((m) => m.standIn),
		],
		equals: [3, 9, true],
	},
	{
		spec: '§2 /about-us',
		fact: 'the team toggle, its two headings and the join button',
		read: () => {
			// The words the spec gives; the card's hidden bio label is the site's own (a schema default).
			const { heading, body, toggleLabel, coOwnersHeading, staffHeading, joinLabel } = page('about-us').team;
			return { heading, body, toggleLabel, coOwnersHeading, staffHeading, joinLabel };
		},
		equals: {
			heading: 'Our Team',
			body: 'The coaches, therapists and staff who run the gym every day.',
			toggleLabel: 'Meet Our Team',
			coOwnersHeading: 'Co-Owners',
			staffHeading: 'Staff',
			joinLabel: 'Join Our Community',
		},
	},
	{
		spec: '§2 Home',
		// The link the spec names is the section's action, its first link; a section may add a text link after it.
		fact: 'the five sections in order, each leading to the link the spec names',
		read: () => page('home').sections?.map((s) => [s.id, s.heading, s.links?.[0]?.href ?? null]),
		equals: [
			['open-gym', 'Open Gym', '/membership'],
			['classes', 'Classes', '/timetable'],
			['lifting', 'Powerlifting & Olympic Weight Lifting', '/facilities'],
			['physiotherapy', 'Physiotherapy', null],
			['personal-training', 'Personal Training', null],
		],
	},
	{ spec: '§2 Home', fact: 'the call-to-action button', read: () => page('home').cta?.label, equals: 'JOIN NOW' },
	{
		spec: '§2 Navigation bar',
		fact: 'the seven section names of the menu, in order, and the JOIN NOW button',
		read: () => [...Object.values(words.menu), words.join],
		equals: ['About Us', 'Membership', 'Timetable', 'Facilities', 'Gallery', 'Blog', 'Shop', 'JOIN NOW'],
	},
	{
		spec: '§2 /gallery, /blog, §4 Product card',
		fact: 'the button words: View Album, Read More, Find Out More, Buy Now, the OUT OF STOCK banner and button',
		read: () => [
			page('gallery').albumLinkLabel,
			page('blog').posts?.linkLabel,
			page('blog').guides?.linkLabel,
			words.shop.buy,
			words.shop.soldOutBanner,
			words.shop.soldOut,
		],
		equals: ['View Album', 'Read More', 'Find Out More', 'Buy Now', 'OUT OF STOCK', 'Out of Stock'],
	},
	{ spec: '§9 Membership plans', fact: "the popular plan's badge", read: () => page('membership').popularLabel, equals: 'Most Popular' },
	{
		spec: '§2 Home, §9',
		fact: 'the six affiliates in order',
		read: () => affiliates.map((a) => [a.slot, a.name]),
		equals: [
			[1, 'ATHX'],
			[2, 'BLKBOX'],
			[3, 'British Powerlifting'],
			[4, 'HYROX'],
			[5, '4ZA'],
			[6, 'A7UK'],
		],
	},
	{
		spec: '§2 /facilities',
		fact: 'the three areas',
		read: () => page('facilities').sections?.map((s) => s.heading),
		equals: ['Class Area', 'Powerlifting Area', 'Personal Training / Accessory Machine Room'],
	},
	{
		spec: '§2 /facilities, §9',
		fact: 'the highlights: 5 racks, 1000+ kg of plates, 2 platforms',
		read: () => page('facilities').highlights?.map((h) => `${h.value} ${h.label}`),
		equals: ['5 competition racks', '1000+ kg calibrated plates', '2 deadlift platforms'],
	},
	{
		spec: '§2 /facilities, §9',
		fact: 'parking, refreshments, changing and bathrooms, and the day pass button',
		read: () => JSON.stringify(page('facilities')),
		mentions: [
			'3 hours',
			'retail-park',
			'pay-and-display',
			'reserved for staff',
			'Refreshments',
			'three unisex bathrooms and one unisex shower',
			'Get A Day Pass',
		],
	},
	{
		spec: '§2 /gallery, §9 Albums',
		fact: 'the four albums: title, photos, captions, listed',
		read: () => albums.map((a) => [a.path, a.title, a.photos.length, a.photos.filter((p) => p.caption).length, a.listed]),
		equals: [
			['/gallery/facilities', 'Our Facilities', 14, 14, true],
			['/gallery/athletes', 'Our Members', 14, 14, true],
			['/gallery/classes', 'Classes In Action', 8, 8, true],
			['/gallery/clients', 'Client Success Stories', 12, 0, false],
		],
	},
	{
		spec: '§2 /gallery',
		fact: 'the address the gallery index once linked for Classes In Action moves to the album (src/redirects.ts)',
		read: () => redirects.filter(({ from }) => from.startsWith('/gallery/')),
		equals: [
			{ from: '/gallery/classes-in-action', to: '/gallery/classes', status: 301 },
			{ from: '/gallery/classes-in-action/', to: '/gallery/classes', status: 301 },
		],
	},
	{
		spec: '§9 Facility facts',
		fact: 'a facilities caption gives the gallery reading of 3 deadlift platforms',
		read: () =>
			album('facilities')
				.photos.map((p) => p.caption)
				.join(' | '),
		mentions: ['3 deadlift platforms'],
	},
	{
		spec: '§3 Product',
		fact: 'the only product',
		read: () => products.map((p) => [p.id, p.name, p.price, p.currency, p.sizes, p.category, p.outOfStock]),
		equals: [['tshirt-001', 'Training T-Shirt', 25, 'GBP', ['S', 'M', 'L', 'XL', 'XXL'], 'fitness-gear', false]],
	},
	{
		spec: '§2 /shop',
		fact: 'the three shop cards',
		read: () => page('shop').shop?.categories?.map((c) => [c.category, c.heading]),
		equals: [
			['fitness-gear', 'Fitness Clothing'],
			['programs', 'Programs'],
			['supplements', 'Supplements'],
		],
	},
	{
		spec: '§8 Empty product states',
		fact: 'the empty-state words and buttons of the three shop pages',
		read: () =>
			(['fitness-gear', 'programs', 'supplements'] as const).map((c) => [
				c,
				page(`shop-${c}`).shop?.empty?.heading,
				page(`shop-${c}`).shop?.empty?.contactLabel,
			]),
		equals: [
			['fitness-gear', 'No Products Available', 'Get In Touch'],
			['programs', 'Coming Soon', 'Enquire Now'],
			['supplements', 'No Supplements Available', 'Get In Touch'],
		],
	},
	{
		spec: '§8 Not-found page',
		fact: 'title, heading, text and link',
		read: () => {
			const { title, heading, intro, cta } = page('not-found');
			return [title, heading, intro, cta?.label];
		},
		equals: [
			'404',
			'Page Not Found',
			"Sorry, we couldn't find the page you're looking for. The page may have been moved or doesn't exist.",
			'Return to Home',
		],
	},
	{
		spec: '§2 /blog',
		fact: 'the page heading and its two sections',
		read: () => [page('blog').heading, ...[page('blog').posts, page('blog').guides].map((s) => `${s?.id}: ${s?.heading}`)],
		equals: ['Training Tips & Class Guides', 'monthly-posts: Monthly Posts & Updates', 'class-descriptions: Class Descriptions'],
	},
	{
		spec: '§2 /blog, Class pages',
		fact: 'the thirteen class pages',
		read: () =>
			classEntries
				.filter((g) => g.hasPage)
				.map((g) => g.slug)
				.sort(),
		equals: [
			'athx',
			'conditioning-club',
			'hyrox',
			'junior-ice-hockey-sc',
			'metcon',
			'off-the-pitch',
			'olympic-lifting',
			'open-gym',
			'powerlifting',
			'pwrthr',
			'recovery-session',
			'run-club',
			'youth-sc',
		],
	},
	{
		spec: '§2 /blog',
		fact: 'the class slugs listed, in order',
		read: () => listedClasses.map((g) => g.slug),
		equals: [
			'open-gym',
			'pwrthr',
			'powerlifting',
			'athx',
			'olympic-lifting',
			'metcon',
			'hyrox',
			'youth-sc',
			'run-club',
			'conditioning-club',
			'off-the-pitch',
		],
	},
	{
		spec: '§2 /blog',
		fact: 'hidden entries: Junior Ice Hockey S&C, Recovery Session, Nutrition (without a page)',
		read: () => classEntries.filter((g) => g.hidden).map((g) => [g.slug, g.hasPage]),
		equals: [
			['junior-ice-hockey-sc', true],
			['recovery-session', true],
			['nutrition', false],
		],
	},
	{
		spec: '§2 Class pages',
		fact: 'Junior Ice Hockey S&C and Recovery Session keep their placeholders',
		read: () =>
			['junior-ice-hockey-sc', 'recovery-session'].map((slug) =>
				['[intensity]', '[goals]', '[audience]'].every((p) => guideWords(slug).includes(p)),
			),
		equals: [true, true],
	},
	{
		spec: '§3 Blog structured data',
		fact: 'every class guide is published and modified on 2025-08-22',
		read: () => [...new Set(classEntries.flatMap((g) => [isoDay(g.published), g.modified ? isoDay(g.modified) : 'none']))],
		equals: ['2025-08-22'],
	},
	{
		spec: '§2 Class pages',
		fact: 'Open Gym fills all six sections',
		read: () => {
			const { audience, session, whyItWorks, coachingApproach, whatToBring } = guide('open-gym');
			return [audience, session, whyItWorks, coachingApproach, whatToBring].every(Boolean);
		},
		equals: true,
	},
	{
		spec: '§2 Class pages',
		fact: 'the short guides close with Ready to Try <class>?',
		read: () =>
			['pwrthr', 'powerlifting', 'athx', 'olympic-lifting', 'metcon', 'hyrox', 'youth-sc'].map((slug) => guide(slug).closing?.heading),
		equals: [
			'Ready to Try PWRTHR?',
			'Ready to Try Powerlifting?',
			'Ready to Try ATHX?',
			'Ready to Try Olympic Lifting?',
			'Ready to Try Metcon?',
			'Ready to Try Hyrox?',
			'Ready to Try Youth S&C?',
		],
	},
	{ spec: '§2 Class pages', fact: 'Hyrox has frequently asked questions', read: () => guide('hyrox').faq.length > 0, equals: true },
	{
		spec: '§2 Class pages',
		fact: 'Conditioning Club: closing card, and a description long enough to be cut at 155 characters',
		read: () => [guide('conditioning-club').closing?.heading, guide('conditioning-club').description.length > 155],
		equals: ['Ready to Try Conditioning Club?', true],
	},
	{ spec: '§9 Class facts', fact: 'PWRTHR', read: () => guideWords('pwrthr'), mentions: ['every weekday', 'since 2017', 'from 18 to 75'] },
	{ spec: '§9 Class facts', fact: 'ATHX', read: () => guideWords('athx'), mentions: ['60 minutes', '3 times a week'] },
	{ spec: '§9 Class facts', fact: 'Metcon', read: () => guideWords('metcon'), mentions: ['60 minutes', 'twice a week'] },
	{
		spec: '§9 Class facts',
		fact: 'Hyrox',
		read: () => guideWords('hyrox'),
		mentions: ['60 minutes', '4 days a week', '8 km of running and 8 stations'],
	},
	{
		spec: '§9 Class facts, Facility facts',
		fact: 'Powerlifting',
		read: () => guideWords('powerlifting'),
		mentions: [
			'Saturdays from 10am until close',
			'more than 1500 kg of calibrated plates',
			'dumbbells up to 50 kg',
			'five competition benches',
			'ten-plus powerlifting barbells',
		],
	},
	{ spec: '§9 Class facts', fact: 'Youth S&C', read: () => guideWords('youth-sc'), mentions: ['under-18s'] },
	{
		spec: '§2 Class pages',
		fact: 'Run Club',
		read: () => guideWords('run-club'),
		mentions: [
			'all levels',
			'30 minutes',
			'Twice per week',
			'Coach-led strength and conditioning',
			'Running movement patterns',
			'Heart-rate zones',
			'Technique',
			'Injury prevention',
			'A water bottle',
			'30 to 120 minutes before',
		],
	},
	{
		spec: '§2 Class pages',
		fact: 'Conditioning Club',
		read: () => guideWords('conditioning-club'),
		mentions: ['Lunchtime', '30 minutes', 'twice per week', 'All levels', 'Heart-rate zones', 'A water bottle', '30 to 120 minutes before'],
	},
	{
		spec: '§2 Class pages',
		fact: 'Off The Pitch',
		read: () => guideWords('off-the-pitch'),
		mentions: [
			'all-levels 4/5-day programme',
			'contact-sport athletes',
			'Seasonal periodisation',
			'1-hour instructor-led',
			'sports-specific lifting and cardio',
			'Thursday, 7pm to 8pm',
			'A water bottle',
			'A towel',
			'Lifting shoes (optional)',
			'Arrive 5 to 10 minutes early',
		],
	},
	{
		spec: '§2 /timetable',
		fact: 'Open Gym',
		read: () => guideWords('open-gym'),
		mentions: ['all our opening hours', 'no booking', '30 to 120 minutes before'],
	},
	{
		spec: '§2 /blog',
		fact: 'the monthly posts, newest first',
		read: () => posts.map((p) => [p.slug, p.heading, isoDay(p.published)]),
		equals: [
			['hyrox-masterclass-october-2025', 'Hyrox Masterclass: October 2025', '2025-10-19'],
			['monthly-september-2025', 'Monthly Update: September 2025', '2025-09-30'],
		],
	},
	{
		spec: '§2 Blog post: September 2025',
		fact: 'written by the three owners',
		read: () => post('monthly-september-2025').authors.map((slug) => [teamName(slug), team.find((m) => m.slug === slug)?.role]),
		equals: [
			['Dan Whitfield', 'co-owner'],
			['Sophie Marsh', 'co-owner'],
			['Ryan Okafor', 'co-owner'],
		],
	},
	{
		spec: '§2 Blog post: September 2025',
		fact: 'covers every item of the month',
		read: () => plainText(post('monthly-september-2025').body),
		mentions: [
			'28 June',
			'new equipment',
			'a chiropractor',
			'a coach',
			'120 members',
			'double',
			'first fully booked class',
			'Running achievements',
			'ATHX events',
			'first powerlifting competition',
			'over 500 attendees',
			'£1,225 for charity',
			'championship results',
			'twice a month',
			"Ladies' lifting",
			'A transformation story',
			'facilities gallery',
			'About Us page',
		],
	},
	{
		spec: '§2 Blog post: September 2025',
		fact: 'links to /gallery/facilities and /about-us#team',
		read: () => post('monthly-september-2025').body,
		mentions: ['(/gallery/facilities)', '(/about-us#team)'],
	},
	{
		spec: '§2 Blog post: September 2025',
		fact: 'the carousel of 6 titled photos',
		read: () => {
			const carousel = post('monthly-september-2025').carousel;
			return [carousel?.heading, carousel?.photos.map((p) => p.title)];
		},
		equals: [
			'September 2025 Highlights',
			[
				'Our New Unit Opens',
				'New Kit on the Floor',
				'120 Members Strong',
				'Our First Fully Booked Class',
				'Powerlifting Competition Day',
				"Ladies' Lifting",
			],
		],
	},
	{
		spec: '§2 Blog post: Hyrox Masterclass',
		fact: 'recaps the workshop, the race and the new classes',
		read: () => plainText(post('hyrox-masterclass-october-2025').body),
		mentions: [
			'world-record-holding',
			'open to members and non-members',
			'talk',
			'1-hour workout',
			'You run 1 km',
			'eight times',
			'the fastest total time wins',
			'three further Hyrox classes from November',
		],
	},
	{
		spec: '§2 Blog post: Hyrox Masterclass',
		fact: 'a gallery of 11 photos, credited to the gym',
		read: () => [post('hyrox-masterclass-october-2025').carousel?.photos.length, post('hyrox-masterclass-october-2025').authors],
		equals: [11, []],
	},
];
