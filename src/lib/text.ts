/** Cuts text to at most `max` characters, ending in an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
	const clean = text.replace(/\s+/g, ' ').trim();
	// Count code points, so a cut never splits an emoji into half a character.
	const chars = Array.from(clean);
	if (chars.length <= max) return clean;
	return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Search engines show about 155 characters of a description. */
export const metaDescriptionLength = 155;

/** The meta description: whitespace folded and cut to 155 characters with an ellipsis. */
export function toMetaDescription(text: string): string {
	return truncate(text, metaDescriptionLength);
}
