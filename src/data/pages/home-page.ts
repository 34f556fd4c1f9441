import { loadAffiliateRow } from '@/data/collections/affiliates';
import { loadPageWords } from '@/data/collections/page-words';
import { loadPlans } from '@/data/collections/plans';
import { loadStories } from '@/data/collections/stories';
import { loadWeek } from '@/data/collections/timetable';
import { fillTemplate } from '@/lib/browser/fill-template';
import { timetablePath } from '@/lib/content/entry-paths';
import { homeOffers } from '@/lib/home/home-offers';
import { homeSlots } from '@/lib/home/home-placement';
import { proofItems } from '@/lib/home/proof-strip';
import { gymJsonLd } from '@/lib/json-ld/gym';
import { londonClock } from '@/lib/schedule/browser/london-time';
import { nextSessionText } from '@/lib/schedule/browser/next-session';
import { weekdayWords, weeklySessions } from '@/lib/schedule/class-sessions';
import { openDays } from '@/lib/schedule/hours-table';
import { comingSpecialHours } from '@/lib/schedule/special-hours';
import { closingBand } from '@/lib/sign-up/closing-band';
import { absoluteImageUrl, absoluteLogoUrl } from '@/pictures/picture-files';

/**
 * What the home page shows beyond its own words, worked out once for it: the hero's video, poster and buttons, the
 * offers grouped as the page lays them out, the proof strip's figures, the first visit's steps with the day pass
 * prices, the hero's next class, the affiliates, the closing band with its two buttons, and the gym's structured data.
 * "Your first visit" and the member stories come with the slot of the sections each fills (`homeSlots`).
 */
export async function loadHomePage(locals: App.Locals) {
	const { settings, dayPass } = locals;
	const page = await loadPageWords('home');
	const week = await loadWeek();
	const { shortDays, periods } = locals.words;
	const affiliates = await loadAffiliateRow();
	const stories = await loadStories();
	const plans = (await loadPlans()).map(({ id, data }) => ({ id, ...data }));
	const groups = homeOffers(page, plans, settings.email, periods);
	const proof = proofItems({ founded: settings.founded, week, openDays: openDays(settings.openingHours).length }, page.proof);
	const steps = page.today.steps.map(({ heading, body }) => ({ heading, body: fillTemplate(body, dayPass) }));
	// The hero's live line: the next class as the build saw it, by its weekday (true for a week without scripts); the
	// first visit's script puts it in today's words by the visitor's London clock.
	const now = londonClock(locals.now);
	const special = comingSpecialHours(settings.specialHours, locals.now);
	const next = nextSessionText(weeklySessions(week), now, special, weekdayWords(now.date, shortDays));
	const jsonLd = gymJsonLd({
		...settings,
		logoUrl: await absoluteLogoUrl(settings.logo, settings.url),
		imageUrl: await absoluteImageUrl(settings.ogImage, settings.url),
		today: now.date,
	});
	const band =
		page.cta && closingBand(page.cta, settings.signUp, { to: 'join', label: page.cta.label }, { to: 'dayPass', label: page.dayPass });
	const slots = homeSlots(page);
	return {
		page,
		hero: {
			poster: settings.heroPoster,
			posterTall: settings.heroPosterTall,
			videos: { wide: settings.heroVideo, tall: settings.heroVideoTall },
			posterAlt: settings.heroPosterAlt,
			focus: settings.heroFocus,
			heading: page.heading,
			intro: page.intro,
			joinHref: settings.signUp.join,
			dayPass: { href: settings.signUp.dayPass, label: page.dayPass },
			next: next.session && {
				label: page.nextClass,
				name: next.session.className,
				href: next.session.href ?? timetablePath,
				when: next.text,
			},
			video: page.video,
		},
		affiliates,
		groups,
		proof,
		firstVisit: {
			slot: slots.firstVisit,
			props: { words: page.today, steps, dayPass: { label: page.dayPass, href: settings.signUp.dayPass } },
		},
		memberStories: page.stories && slots.stories && { slot: slots.stories, props: { heading: page.stories.heading, stories } },
		band,
		jsonLd,
	};
}
