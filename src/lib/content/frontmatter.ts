// The one reader of a Markdown or MDX file's frontmatter, as Astro reads it: a `---` line, YAML, a `---` line, at the
// very start of the file. Plain code with no imports, so plain-Node scripts (content:check) can load it too.

/** The frontmatter block: its YAML is group 1, and the match ends where the body starts. */
export const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The YAML of a file's frontmatter, or '' when it has none. */
export function frontmatterOf(text: string): string {
	return frontmatterPattern.exec(text)?.[1] ?? '';
}

/** A file's body: what follows its frontmatter, or the whole text when it has none. */
export function bodyOf(text: string): string {
	const head = frontmatterPattern.exec(text);
	return head ? text.slice(head[0].length) : text;
}

/** The YAML of a content file: the whole file for .yaml, the frontmatter for Markdown and MDX. */
export function yamlOf({ path, text }: { path: string; text: string }): string {
	return /\.ya?ml$/i.test(path) ? text : frontmatterOf(text);
}
