import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';

import { field, items, type openCms } from './cms';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Adds two holiday-hours days in Gym settings, a closed one and a short one, a week after the last day already there,
 * and saves. The list sits at the foot of the longest form, under fields drawn only as they come into view.
 */
export async function addHolidayHours(page: Page, cms: Awaited<ReturnType<typeof openCms>>, settingsYaml: string) {
	const file = 'content/settings/site.yaml';
	const settings = parse(settingsYaml) as { specialHours?: { from: string; to?: string }[] };
	const lastDay = Math.max(Date.now(), ...(settings.specialHours ?? []).map((day) => Date.parse(String(day.to ?? day.from))));
	const closedDay = isoDay(new Date(lastDay + 7 * 86_400_000));
	const shortDay = isoDay(new Date(lastDay + 8 * 86_400_000));
	await cms.open('Gym settings', 'Gym settings');
	const hours = await cms.reveal(field(page, 'Special hours'));
	const count = settings.specialHours?.length ?? 0;
	await (await cms.reveal(hours.getByRole('button', { name: /^Add / }))).click();
	const closed = await cms.reveal(items(hours).nth(count));
	await (await cms.input(closed, 'From')).fill(closedDay);
	await (await cms.input(closed, 'Closed', 'switch')).check();
	await (await cms.input(closed, 'Note')).fill('Fixture training day');
	await (await cms.reveal(hours.getByRole('button', { name: /^Add / }))).click();
	const short = await cms.reveal(items(hours).nth(count + 1));
	await (await cms.input(short, 'From')).fill(shortDay);
	await (await cms.input(short, 'Open')).fill('10:00');
	await (await cms.input(short, 'Close')).fill('14:00');
	await (await cms.input(short, 'Note')).fill('Short day');
	await cms.save('holiday hours', file, /Short day/);
	const saved = parse((await cms.readBack(file)) ?? '') as { specialHours: Record<string, unknown>[] };
	expect(saved.specialHours.slice(count)).toEqual([
		{ from: closedDay, closed: true, note: 'Fixture training day' },
		{ from: shortDay, closed: false, open: '10:00', close: '14:00', note: 'Short day' },
	]);
	return file;
}
