import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentSnapshot, openCms, root } from './support/cms';
import { addHolidayHours } from './support/holiday-hours';

// Issue 29: the holiday-hours step of admin-saves.spec.ts once failed under load, its wheel scrolling past the fifth
// item. Fields are now drawn in order, placeholder by placeholder (support/cms.ts), which this test repeats on its own,
// quickly (`--repeat-each 20` beside the rest of the suite shows it deterministic).
test.use({ timezoneId: 'Europe/London', viewport: { width: 1440, height: 900 }, actionTimeout: 30_000 });

test('holiday hours at the foot of Gym settings are reached and saved in the real CMS', async ({ page }) => {
	test.setTimeout(180_000);
	const cms = await openCms(page, contentSnapshot());
	await addHolidayHours(page, cms, readFileSync(join(root, 'content/settings/site.yaml'), 'utf8'));
	expect(cms.blocked, 'requests that tried to leave our origin').toEqual([]);
	expect(cms.errors, 'console errors').toEqual([]);
});
