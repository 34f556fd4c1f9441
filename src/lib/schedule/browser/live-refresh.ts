import { whileShown } from '../../browser/while-shown.ts';
import { type LondonClock, londonClock } from './london-time.ts';

/** Keeps a live part of the page right ({@link whileShown}), handing each run London's clock, whatever the device's zone. */
export function liveRefresh(show: (now: LondonClock) => void): void {
	whileShown(() => show(londonClock(new Date())));
}
