import { timetablePath } from '../content/entry-paths.ts';
import type { GridDay } from '../schedule/timetable.ts';
import { type FigureWords, splitAround } from '../text.ts';

/** The proof strip's words (content/pages/home.yaml), each with its {placeholder}, and the figures from the posts. */
export interface ProofWords {
	founded?: string | undefined;
	classes?: string | undefined;
	/** The words of the class count's link to the timetable it is counted from, as a post's figure links its post. */
	classesSource?: string | undefined;
	days?: string | undefined;
	facts?: readonly ProofFact[] | undefined;
}

/** One line of the proof strip: a figure and the words around it, in reading order ("Since" 2017; 30 "classes a week"). */
export interface ProofItem extends FigureWords {
	/** Where a figure from the posts was reported. */
	source?: { label: string; href: string } | undefined;
}

/** A figure staff took from a post, with what it counts and where it was reported. */
export interface ProofFact {
	figure: string;
	label: string;
	source?: { label: string; href: string } | undefined;
}

/**
 * The proof strip under the hero. Its first figures are worked out from content so they never go stale: the year the
 * gym was founded, how many coached classes the week's timetable holds (linked to the timetable when the link's words
 * are given) and on how many days the gym opens, each shown when its words are given; the figures staff took from the
 * posts follow, each with its source. The figure is drawn large and the words around it small, read in the order the
 * template gives them.
 */
export function proofItems(facts: { founded: number; week: readonly GridDay[]; openDays: number }, words: ProofWords): ProofItem[] {
	const classes = facts.week.reduce((sum, day) => sum + day.slots.filter(Boolean).length, 0);
	const classesSource = words.classesSource ? { label: words.classesSource, href: timetablePath } : undefined;
	const worked: [string | undefined, string, number, ProofItem['source']?][] = [
		[words.founded, 'year', facts.founded],
		[words.classes, 'count', classes, classesSource],
		[words.days, 'count', facts.openDays],
	];
	return [
		...worked.flatMap(([template, name, figure, source]) =>
			template ? [{ ...splitAround(template, name, String(figure)), ...(source && { source }) }] : [],
		),
		...(words.facts ?? []).map(({ figure, label, source }) => ({ before: '', figure, after: label, source })),
	];
}
