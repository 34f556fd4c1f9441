import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventRepeatingFreq } from 'ical-generator';

import { gymTimeZone } from '../browser/gym-locale.ts';
import { absoluteUrl } from '../navigation/links.ts';
import { cancelledSessions, type SpecialDay } from './browser/gym-calendar.ts';
import { addDays, mondayOf } from './browser/london-time.ts';
import { weekdays } from './browser/weekdays.ts';
import type { GridDay } from './timetable.ts';

export interface CalendarOptions {
	/** Calendar name shown in the visitor's calendar app. */
	name: string;
	/** Production address of the site, e.g. https://www.example.co.uk */
	siteUrl: string;
	/** The gym's address on one line. */
	location: string;
	/** A London date, `YYYY-MM-DD`: each weekly series starts in the week (Monday to Sunday) that holds it. */
	weekOf: string;
	/** Listed holidays and closures (content/settings/site.yaml): each session they cancel is an EXDATE of its series. */
	special: readonly SpecialDay[];
	/** When the feed was written, each event's DTSTAMP: the build's moment. */
	stamp: Date;
}

const zone = gymTimeZone;

/**
 * An iCalendar feed with one weekly event per filled slot, in London time (a VTIMEZONE block carries the
 * clock changes, so an 18:00 class stays at 18:00 in summer and winter). UIDs are built from the class, day
 * and start time, so a subscribed calendar updates an event in place when the feed is rebuilt. A session that a
 * closure or short day cancels is left out of its series (EXDATE, in the series' own London time).
 */
export function weeklyCalendar(week: readonly GridDay[], options: CalendarOptions): string {
	const host = new URL(options.siteUrl).host;
	const calendar = new ICalCalendar({
		name: options.name,
		prodId: { company: host, product: 'timetable', language: 'EN' },
		url: options.siteUrl,
		timezone: { name: zone, generator: getVtimezoneComponent },
		ttl: 60 * 60 * 24,
	});
	const monday = mondayOf(options.weekOf);
	for (const day of week) {
		const date = addDays(monday, weekdays.indexOf(day.day));
		for (const slot of day.slots) {
			if (!slot) continue;
			const key = (slot.slug ?? slot.className).toLowerCase().replace(/[^a-z0-9]+/g, '-');
			const exclude = cancelledSessions([{ ...slot, day: day.day }], options.special, monday).map(
				({ date: off }) => `${off}T${slot.start}:00`,
			);
			calendar.createEvent({
				id: `${key}-${day.day}-${slot.start.replace(':', '')}@${host}`,
				summary: slot.className,
				// Strings without a zone are read and written back on the same clock, so they stay London wall time.
				start: `${date}T${slot.start}:00`,
				end: `${date}T${slot.end}:00`,
				timezone: zone,
				repeating: { freq: ICalEventRepeatingFreq.WEEKLY, ...(exclude.length ? { exclude } : {}) },
				location: options.location,
				stamp: options.stamp,
				...(slot.href ? { url: absoluteUrl(slot.href, options.siteUrl) } : {}),
			});
		}
	}
	// RFC 5545 asks for DTSTAMP in UTC. With a calendar zone set, ical-generator writes it as wall time on the
	// machine's own clock, without the Z, so it is written again here.
	return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utcStamp(options.stamp)}`);
}

/** An instant as iCalendar's UTC date-time: 2026-11-25T09:15:00Z is 20261125T091500Z. */
function utcStamp(at: Date): string {
	return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A `webcal:` address, which calendar apps open as a subscription. */
export function webcalUrl(feedUrl: string): string {
	return feedUrl.replace(/^https?:/, 'webcal:');
}

/** Google Calendar's "add by URL" page for a feed. */
export function googleCalendarUrl(feedUrl: string): string {
	return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}
