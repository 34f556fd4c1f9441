const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML, so words written into markup (a lightbox caption, an attribute of the feed) stay words. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
