import { byOrderThen } from '../order.ts';

const guideOrder = byOrderThen('classTitle');

/** The fields that decide whether a class guide is listed on /blog. */
interface ListableGuide {
	classTitle: string;
	order: number;
	hidden: boolean;
	unfinished: boolean;
	hasPage: boolean;
}

/** Whether a class guide appears in the blog lists and structured data: it has a page, is finished and not hidden. */
export function isListedGuide(guide: ListableGuide): boolean {
	return guide.hasPage && !guide.hidden && !guide.unfinished;
}

/** The class guides listed under Class Descriptions, by `order` then title. */
export function listClassGuides<T extends { data: ListableGuide }>(guides: readonly T[]): T[] {
	return guides.filter((guide) => isListedGuide(guide.data)).sort((a, b) => guideOrder(a.data, b.data));
}
