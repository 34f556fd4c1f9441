// A page hands data to its script one way: <PageData id value> (src/components/ui/PageData.astro) writes it as JSON in
// a script element, and readPageData reads it back. Both are typed by PageDataMap, so the build writes each id's value
// as the type its script reads, and the reader trusts that type rather than checking the shape again in every
// visitor's browser. The one list too large for the page, the home page's /timetable.json, comes through fetchJson.
import type { ClassNextData } from '../schedule/browser/live-list-lookup.ts';
import type { WeekPageData } from '../schedule/browser/mark-week.ts';
import type { ClassSchedule, NextSessionData } from '../schedule/browser/next-session.ts';
import type { OpenLine } from '../schedule/browser/open-line-at.ts';
import type { FetchedPath } from './fetched-paths.ts';

/** Each id a page writes data under, and the type of that data. */
export interface PageDataMap {
	/** The footer's open-now line, on every page (OpenNow.astro reads it in place). */
	'open-line': OpenLine;
	/** /timetable: the build's week and its listed days. */
	'timetable-week': WeekPageData;
	/** /classes: each class's weekly sessions. */
	'class-schedule': ClassSchedule;
	/** A class page: its next session through every day. */
	'class-next': ClassNextData;
	/** A post about a class: that class's next session. */
	'post-next': NextSessionData;
}

export type PageDataId = keyof PageDataMap;

/** The data <PageData> wrote under this id; undefined when the page has none. */
export function readPageData<Id extends PageDataId>(id: Id): PageDataMap[Id] | undefined {
	const text = document.getElementById(id)?.textContent;
	return text ? (JSON.parse(text) as PageDataMap[Id]) : undefined;
}

/** The JSON at an address a script fetches, as the type its route writes; rejects when the response is not OK. */
export function fetchJson<T>(url: FetchedPath): Promise<T> {
	// Promise chains rather than await: the home page carries this inline, where every byte counts.
	return fetch(url).then((response) => (response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(url))));
}
