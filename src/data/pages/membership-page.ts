import { dayPassBand } from '@/lib/sign-up/closing-band';

import { loadPageWords } from '../collections/page-words.ts';
import { loadPlans } from '../collections/plans.ts';

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
