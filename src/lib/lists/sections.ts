/** A section of a page (home, facilities) and how it is laid out. */
export interface LaidOut {
	layout: 'split' | 'wide' | 'card' | 'panel' | 'quote';
}

/**
 * The sections in their order, with neighbouring cards gathered into one row: `split` and `wide` sections stand
 * alone; two or more `card` sections in a row sit side by side.
 */
export function groupSections<T extends LaidOut>(sections: readonly T[]): (T | T[])[] {
	const groups: (T | T[])[] = [];
	for (const section of sections) {
		const last = groups.at(-1);
		if (section.layout === 'card' && Array.isArray(last)) last.push(section);
		else groups.push(section.layout === 'card' ? [section] : section);
	}
	// A card alone is laid out as a section of its own.
	return groups.map((group) => (Array.isArray(group) && group.length === 1 ? (group[0] as T) : group));
}

/**
 * PageSections' slots before its first section and after its last. Capitalised, as no section's id (lower-case words,
 * src/lib/schemas/pages/blocks.ts) can be, so neither is ever taken for the slot after a section.
 */
export const beforeSections = 'beforeSections';
export const afterSections = 'afterSections';
