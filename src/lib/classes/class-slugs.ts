import { entryPath } from '../content/content-layout.ts';

/** Turns the editors' `Name: slug` map into loader entries keyed by the timetable name. */
export function toClassNameEntries(raw: unknown): Record<string, { name: string; class: unknown }> {
	if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
		throw new Error(`${entryPath('classNames')}: expected lines of the form "Class name: class-file-name"`);
	}
	return Object.fromEntries(Object.entries(raw as Record<string, unknown>).map(([name, slug]) => [name, { name, class: slug }]));
}

/** Builds the name → slug map, failing the build when a name points at a class guide that has no page. */
export function toSlugMap(entries: readonly { name: string; slug: string }[], classIds: readonly string[]): Map<string, string> {
	const known = new Set(classIds);
	for (const { name, slug } of entries) {
		if (!known.has(slug)) {
			throw new Error(
				`${entryPath('classNames')}: "${name}" points to "${slug}", but there is no class guide ${entryPath('classes', slug)} with a page`,
			);
		}
	}
	return new Map(entries.map(({ name, slug }) => [name.trim(), slug]));
}
