// `.astro` imports in .ts files, for tools without Astro's TypeScript plugin (type-aware ESLint, plain tsc).
// Astro's own checker resolves the real components first, so this only fills the gap.
declare module '*.astro' {
	const component: import('astro/runtime/server/index.js').AstroComponentFactory;
	export default component;
}
