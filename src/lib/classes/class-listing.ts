import { byOrderThen } from '../order.ts';

const classOrder = byOrderThen('classTitle');

/** The fields that decide whether a class guide is listed on /blog. */
interface ListableClass {
	classTitle: string;
	order: number;
	hidden: boolean;
	unfinished: boolean;
	hasPage: boolean;
}

/** Whether a class guide appears in the blog lists and structured data: it has a page, is finished and not hidden. */
export function isListedClass(data: ListableClass): boolean {
	return data.hasPage && !data.hidden && !data.unfinished;
}

/** The class guides listed under Class Descriptions, by `order` then title. */
export function listClasses<T extends { data: ListableClass }>(entries: readonly T[]): T[] {
	return entries.filter((classEntry) => isListedClass(classEntry.data)).sort((a, b) => classOrder(a.data, b.data));
}
