import { render } from 'astro:content';

/** Renders an entry's body: pages and components reach the content layer through src/data, rendering included. */
export { render as renderEntry };
