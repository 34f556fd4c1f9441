/**
 * Drops the line break and indentation at the start and end of rendered HTML. Astro's compressHTML removes them in a
 * template's own elements but keeps them around text passed to a component: `<ExternalLink>⏎⇥Get directions⏎</ExternalLink>`.
 * Spaces on the same line, and line breaks inside the HTML (a Markdown soft break in link text), stay.
 */
export function trimEdgeLines(html: string): string {
	return html.replace(/^\s*\n\s*|\s*\n\s*$/g, '');
}
