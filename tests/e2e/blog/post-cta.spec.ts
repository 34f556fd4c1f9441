import { expect, test } from '@playwright/test';

import { fillTemplate } from '@/lib/browser/fill-template';
import { formatHeadlinePrice } from '@/lib/price';

import { classPages, plans, posts, settings, words } from '../../support/content';
import { classSlugs, timetable } from '../support/timetable-content';

// Every post ends with a call to action that fits it: the class it is about, with that class's next session and the
// day pass, or the day pass alone. Words, classes and prices from content/.
const cta = words.postCta;
const dayPass = plans.find((plan) => plan.signUp === 'dayPass');
const onTimetable = (slug: string) => Object.values(timetable).some((slots) => slots.some((slot) => classSlugs.get(slot.class) === slug));

for (const post of posts)
	test(`${post.slug} ends with a call to action that fits it`, async ({ page }) => {
		await page.goto(`/blog/${post.slug}`);
		const band = page.locator('section[aria-labelledby="cta-heading"]');
		await expect(band).toBeVisible();
		const button = band.getByRole('link', { name: new RegExp(`^${cta.label}`) });
		await expect(button).toHaveAttribute('href', settings.signUp.dayPass);
		await expect(button).toHaveAttribute('target', '_blank');
		await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
		const guide = classPages.find((g) => g.slug === post.about);
		if (guide && onTimetable(guide.slug)) {
			await expect(band.getByRole('heading', { level: 2 })).toHaveText(fillTemplate(cta.classHeading, { class: guide.classTitle }));
			const next = band.locator('[data-post-next]');
			await expect(next).toHaveAttribute('href', `/classes/${guide.slug}`);
			await expect(next).toHaveText(/\S+ \d\d:\d\d$/);
		} else {
			await expect(band.getByRole('heading', { level: 2 })).toHaveText(cta.heading);
		}
		// The day pass price at the desk and online, as the button buys it online.
		if (dayPass)
			for (const price of [dayPass.price, dayPass.onlinePrice ?? dayPass.price])
				expect(await band.textContent()).toContain(formatHeadlinePrice(price, dayPass.currency));
	});
