import type { ClassAction } from '../classes/class-access.ts';
import { timetablePath } from '../content/entry-paths.ts';
import type { ClosingBand } from './closing-band.ts';

/**
 * A class page's closing band: the guide's closing words over the page's main action (the day pass its header offers
 * first), and beside it the guide's own button to the timetable.
 */
export function classClosingBand(closing: { heading: string; body: string; label: string }, primary: ClassAction): ClosingBand {
	return {
		heading: closing.heading,
		body: closing.body,
		...primary,
		secondary: { label: closing.label, href: timetablePath, external: false },
	};
}
