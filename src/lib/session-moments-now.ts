// No imports: a page's inline script bundles this alone, so it stays inline (an import would become a shared
// chunk, a script request before any interaction). The London-time sums happen at build: session-moments.ts.

/** The coming weeks' sessions as moments, worked out at build time (session-moments.ts). */
export interface SessionMoments {
	/** Build time, in minutes since 1970; every other number counts minutes from it. */
	from: number;
	/** Each London midnight in the weeks covered. */
	midnights: number[];
	/** Flat triples [start, end, session index], in order of start. */
	slots: number[];
}

/** A session after a moment: which one (its index in the list the moments were made from), on which day, and if on now. */
export interface MomentSession {
	index: number;
	/** 0 today, 1 tomorrow, and so on, by London's calendar. */
	daysAhead: number;
	onNow: boolean;
}

/** The next `count` sessions not yet over at a moment; none past the weeks the build covered. */
export function sessionsAt(moments: SessionMoments, atMs: number, count = 1): MomentSession[] {
	const now = atMs / 60_000 - moments.from;
	const day = (at: number) => moments.midnights.filter((midnight) => midnight <= at).length;
	const found: MomentSession[] = [];
	for (let i = 0; i + 2 < moments.slots.length && found.length < count; i += 3) {
		const start = moments.slots[i] ?? 0;
		const end = moments.slots[i + 1] ?? 0;
		if (end <= now) continue;
		found.push({ index: moments.slots[i + 2] ?? 0, daysAhead: day(start) - day(now), onNow: start <= now });
	}
	return found;
}
