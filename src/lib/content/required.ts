/** Returns a value the page cannot do without, or fails the build saying which content is missing. */
export function required<T>(value: T | null | undefined, what: string): T {
	if (value === undefined || value === null) throw new Error(`Missing content: ${what}`);
	return value;
}
