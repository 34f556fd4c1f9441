import { weekdays } from '@/lib/schedule/browser/weekdays';

import { fill } from './loader-fixtures';

/** A class guide with a page, of the kind `type`, with the fields every guide needs; `own` adds or replaces any. */
export const guide = (heading: string, type: string | undefined, own: Record<string, unknown> = {}) => ({
	heading,
	classTitle: heading,
	description: `About ${heading}.`,
	image: `/fixtures/${heading}.jpg`,
	imageAlt: `${heading} in the hall`,
	published: '2030-01-01',
	...(type ? { type } : {}),
	closing: { heading: `Try ${heading}`, body: 'Come along.', label: 'See the week' },
	...own,
});

/**
 * Three guides and a week: Zz Row (engine) on Monday at 18:00, Zz Lift (strength) on Wednesday at 07:00, and
 * Zz Stretch (recovery), whose page is on no day. The week lists the engine class first, the schema the strength kind.
 * `more` adds guides of a test's own, on no day.
 */
export function fillClassWeek(more: readonly (readonly [string, unknown])[] = []): void {
	fill('classes', [
		['zz-row', guide('Zz Row', 'engine')],
		['zz-lift', guide('Zz Lift', 'strength', { order: 1 })],
		['zz-stretch', guide('Zz Stretch', 'recovery')],
		...more,
	]);
	fill('classNames', [
		['zz-row', { name: 'Zz Row', class: 'zz-row' }],
		['zz-lift', { name: 'Zz Lift', class: 'zz-lift' }],
	]);
	const slots: Record<string, unknown[]> = {
		monday: [{ start: '18:00', end: '19:00', class: 'Zz Row' }],
		wednesday: [{ start: '07:00', end: '08:00', class: 'Zz Lift' }],
	};
	fill(
		'timetable',
		weekdays.map((day) => [day, { day, slots: slots[day] ?? [] }] as const),
	);
}
