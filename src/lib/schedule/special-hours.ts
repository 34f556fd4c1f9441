import { notOverBy, type SpecialDay } from './browser/gym-calendar.ts';
import { londonDay } from './browser/london-time.ts';

/** The listed holidays, closures and short days (content/settings/site.yaml) not over at `now`, the build's moment. */
export function comingSpecialHours<D extends Pick<SpecialDay, 'to'>>(special: readonly D[], now: Date): D[] {
	return notOverBy(special, londonDay(now));
}
