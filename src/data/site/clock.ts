import { notOverBy } from '@/lib/schedule/browser/gym-calendar';
import { londonDay } from '@/lib/schedule/browser/london-time';

export { buildNow } from '@/build/clock/build-now';

/** The listed holidays, closures and short days (content/settings/site.yaml) not over when the build ran. */
export function comingSpecialHours({ settings, now }: Pick<App.Locals, 'settings' | 'now'>): App.Locals['settings']['specialHours'] {
	return notOverBy(settings.specialHours, londonDay(now));
}
