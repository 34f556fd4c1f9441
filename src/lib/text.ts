/** Cuts text to at most `max` characters, ending in an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
	const clean = text.replace(/\s+/g, ' ').trim();
	if (clean.length <= max) return clean;
	return `${clean.slice(0, max).trimEnd()}…`;
}

/** Search engines show about 155 characters of a description. */
export const metaDescriptionLength = 155;

/** The meta description: whitespace folded and cut to 155 characters with an ellipsis. */
export function toMetaDescription(text: string): string {
	return truncate(text, metaDescriptionLength);
}
