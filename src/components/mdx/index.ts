import ProseLink from './ProseLink.astro';

/** Components that replace plain Markdown elements in posts and class guides (pass to `<Content components>`). */
export const mdxComponents = { a: ProseLink };
