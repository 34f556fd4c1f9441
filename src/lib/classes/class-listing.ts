import { byOrderThen } from '../order.ts';

const classOrder = byOrderThen('classTitle');

/** The fields that decide whether a class is listed on /blog and /classes. */
interface ListableClass {
	classTitle: string;
	order: number;
	hidden: boolean;
	unfinished: boolean;
	hasPage: boolean;
}

/** Whether a class appears in the blog lists and structured data: it has a page, is finished and not hidden. */
export function isListedClass(data: ListableClass): boolean {
	return data.hasPage && !data.hidden && !data.unfinished;
}

/** The classes listed under Class Descriptions and on /classes, by `order` then title. */
export function listClasses<T extends { data: ListableClass }>(entries: readonly T[]): T[] {
	return entries.filter((classEntry) => isListedClass(classEntry.data)).sort((a, b) => classOrder(a.data, b.data));
}
