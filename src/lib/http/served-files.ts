import type { ResponseHeader } from './security-headers.ts';

/** How the calendar feeds (timetableFeedPath, classFeedPath) are served: iCalendar in UTF-8. */
export const calendarContentType = 'text/calendar; charset=utf-8';

/**
 * The files the site serves besides its pages, by how their names end, with the headers every host sends with them.
 * The page pipeline writes them into `_headers` (astro.config.mjs passes this table), and the endpoints send the
 * same. A new kind of feed is a line here.
 */
export const servedFiles = [
	{ suffix: '.ics', headers: [{ name: 'Content-Type', value: calendarContentType }] },
] as const satisfies readonly { suffix: string; headers: readonly ResponseHeader[] }[];
