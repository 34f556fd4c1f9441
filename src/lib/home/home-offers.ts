import { fillTemplate } from '../browser/fill-template.ts';
import { entryPath, folderOf } from '../content/content-layout.ts';
import { groupSections, type LaidOut } from '../lists/sections.ts';
import { formatHeadlinePrice } from '../price.ts';
import type { Currency } from '../schemas/shared.ts';

/** A plan as the home page's offer blocks quote it. */
export interface QuotedPlan {
	id: string;
	price: number;
	currency: Currency;
	priceFrom: boolean;
	period: 'month' | 'block' | 'session';
}

/**
 * "From £69 a month" for an offer block that names a plan (content/pages/home.yaml, `plan:`), its period in `periods`'
 * words. An unknown plan fails the build, naming the file, the field and the plans there are.
 */
export function quotePlan(
	planId: string,
	plans: readonly QuotedPlan[],
	words: { template: string; periods: Readonly<Record<QuotedPlan['period'], string>> },
	field: string,
): string {
	const plan = plans.find((each) => each.id === planId);
	if (!plan) {
		const known = plans.map((each) => each.id).join(', ');
		throw new Error(`${entryPath('pages', 'home')}: ${field}: "${planId}" is not a plan in ${folderOf('plans')}; the plans are ${known}`);
	}
	return fillTemplate(words.template, { price: formatHeadlinePrice(plan.price, plan.currency), period: words.periods[plan.period] });
}

/** A home section as content/pages/home.yaml writes it (the fields homeOffers reads). */
interface OfferSection extends LaidOut {
	id: string;
	heading: string;
	plan?: string | undefined;
	enquiry?: string | undefined;
}

/**
 * The home page's offers, ready to draw: each section's plan quoted ("From £69 a month", its period in `periods`'
 * words, content/settings/words.yaml) and its enquiry made an e-mail about the section, then grouped (groupSections).
 * The home schema makes sure `today.after` and `stories.after` name a section drawn on its own.
 */
export function homeOffers<S extends OfferSection>(
	page: { sections: readonly S[]; priceFrom: string },
	plans: readonly QuotedPlan[],
	email: string,
	periods: Readonly<Record<QuotedPlan['period'], string>>,
) {
	const offers = page.sections.map((section, i) => ({
		...section,
		price: section.plan ? quotePlan(section.plan, plans, { template: page.priceFrom, periods }, `sections.${i}.plan`) : undefined,
		enquiry: section.enquiry ? { label: section.enquiry, email, subject: section.heading } : undefined,
	}));
	return groupSections(offers);
}
