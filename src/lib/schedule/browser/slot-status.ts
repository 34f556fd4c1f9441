// Its own module with no imports: the timetable's browser script bundles it alone, so the script stays inline.
export type SlotStatus = 'done' | 'now' | 'next' | undefined;

/**
 * Marks today's slots at a moment, given minutes since London midnight: those already over as done, the one on now,
 * and the next one to start. A slot that is `off` (a closure or short day cancels it) is none of them.
 */
export function slotStatuses(slots: readonly { start: string; end: string; off?: boolean }[], minutes: number): SlotStatus[] {
	const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
	const next = slots
		.map((slot, i) => ({ i, start: toMinutes(slot.start), off: slot.off }))
		.filter((slot) => slot.start > minutes && !slot.off)
		.sort((a, b) => a.start - b.start)[0]?.i;
	return slots.map((slot, i) => {
		if (slot.off) return undefined;
		if (toMinutes(slot.end) <= minutes) return 'done';
		if (toMinutes(slot.start) <= minutes) return 'now';
		return i === next ? 'next' : undefined;
	});
}
