import { loadSettings, type Settings } from './settings.ts';
import { notOverBy } from '@/lib/schedule/browser/gym-calendar';
import { type LondonClock, londonClock } from '@/lib/schedule/browser/london-time';

let started: Date | undefined;

/**
 * The moment the build speaks of: read once, so every page, feed and footer of one build names the same day and
 * minute however long the build takes. `astro dev` serves pages for hours, so there each request reads the clock.
 */
export function buildNow(): Date {
	if (import.meta.env.DEV) return new Date();
	started ??= new Date();
	return started;
}

/** The build's moment on London's clock: its date, weekday and minute. */
export function buildClock(): LondonClock {
	return londonClock(buildNow());
}

/** The listed holidays, closures and short days (content/settings/site.yaml) not over when the build ran. */
export async function loadComingSpecialHours(): Promise<Settings['specialHours']> {
	return notOverBy((await loadSettings()).specialHours, buildClock().date);
}
