import type { GridSlot } from '@/lib/schedule/timetable';

/** A filled timetable slot as the week grid holds it, linked to its class page when it has a slug. */
export const slot = (start: string, end: string, className: string, slug?: string): GridSlot => ({
	start,
	end,
	className,
	slug,
	href: slug ? `/classes/${slug}` : undefined,
});
