/**
 * Serialises data for a `<script type="application/json">` (or `ld+json`) element. Every `<` becomes `\u003c`,
 * which JSON.parse reads back as `<`, so a content field can never close the element (`</script>`) or open a
 * comment that changes how the browser reads the rest of the page.
 */
export function serializeScriptJson(data: unknown): string {
	return (JSON.stringify(data) ?? 'null').replace(/</g, '\\u003c');
}
