import { loadPage } from './pages.ts';
import { loadPlans } from './plans.ts';
import { loadSettings } from './settings.ts';
import { loadWords } from './words.ts';

/** What /membership draws beyond its own words: each plan with its sign-up link, the discounts box, and the closing band's link and the words for it opening a new tab. */
export async function loadMembershipPage() {
	const settings = await loadSettings();
	const page = await loadPage('membership');
	const plans = await loadPlans();
	const { discounts } = page;
	const { newTab } = await loadWords();
	return {
		page,
		plans: plans.map(({ data }) => ({ plan: data, href: settings.signUp[data.signUp] })),
		discounts: {
			heading: discounts.heading,
			body: discounts.body,
			label: discounts.linkLabel,
			email: settings.email,
			subject: discounts.heading,
		},
		cta: page.cta && { ...page.cta, href: settings.signUp.dayPass },
		newTab,
	};
}
