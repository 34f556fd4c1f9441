import { loadPageWords } from '@/data/collections/page-words';
import { loadPlans } from '@/data/collections/plans';
import { dayPassBand } from '@/lib/sign-up/closing-band';

/** What /membership draws beyond its own words: each plan with its sign-up link, the discounts box and the closing band. */
export async function loadMembershipPage({ settings }: App.Locals) {
	const page = await loadPageWords('membership');
	const plans = await loadPlans();
	const { discounts } = page;
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
		band: dayPassBand(page.cta, settings.signUp),
	};
}
