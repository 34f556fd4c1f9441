import { londonClock, type LondonClock } from './london-time.ts';
import { whileShown } from '../../browser/while-shown.ts';

/** Keeps a live part of the page right ({@link whileShown}), handing each run London's clock, whatever the device's zone. */
export function liveRefresh(show: (now: LondonClock) => void): void {
	whileShown(() => show(londonClock(new Date())));
}
