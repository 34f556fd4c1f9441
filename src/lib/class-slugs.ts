/** Turns the editors' `Name: slug` map into loader entries keyed by the timetable name. */
export function toClassNameEntries(raw: unknown): Record<string, { name: string; class: unknown }> {
	if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
		throw new Error('content/settings/class-names.yaml: expected lines of the form "Class name: class-file-name"');
	}
	return Object.fromEntries(Object.entries(raw).map(([name, slug]) => [name, { name, class: slug }]));
}

/** Looks up the class guide slug for a timetable class name; undefined for classes without a page. */
export function toClassSlug(name: string, map: ReadonlyMap<string, string>): string | undefined {
	return map.get(name.trim());
}
