import { buildNow } from '@/build/clock/build-now';
import { loadSettings, type Settings } from './settings.ts';
import { notOverBy } from '@/lib/schedule/browser/gym-calendar';
import { type LondonClock, londonClock } from '@/lib/schedule/browser/london-time';

export { buildNow };

/** The build's moment on London's clock: its date, weekday and minute. */
export function buildClock(): LondonClock {
	return londonClock(buildNow());
}

/** The listed holidays, closures and short days (content/settings/site.yaml) not over when the build ran. */
export async function loadComingSpecialHours(): Promise<Settings['specialHours']> {
	return notOverBy((await loadSettings()).specialHours, buildClock().date);
}
