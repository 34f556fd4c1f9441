/**
 * The attributes the site's scripts and islands set or change after load, or the browser as the visitor acts (a
 * panel's `hidden`, a slot's `data-status`, a chip's `checked`). The page pipeline keeps a CSS rule that
 * conditions on one whenever the rest of its selector matches the page, as the page reaches the state in the browser
 * (astro.config.mjs passes this list). Scripts show every state this way and add no class.
 * tests/repo/runtime-attributes.test.ts fails on a script that sets an attribute missing here or in scriptMarkers.
 */
export const stateAttributes = [
	'hidden',
	'open',
	'checked',
	'inert',
	'aria-current',
	'aria-expanded',
	'aria-pressed',
	'aria-selected',
	'data-paused',
	'data-ready',
	'data-state',
	'data-status',
	'data-today',
	'data-today-link',
] as const;

/**
 * Attributes scripts set that no stylesheet conditions on: what they read back themselves (an island woken, a photo
 * fallen back, a click to replay), what tests and assistive technology read, and what a browser loads by. Their rules,
 * having none, need no keeping.
 */
export const scriptMarkers = [
	'data-woken',
	'data-island-listening',
	'data-pending-click',
	'data-fell-back',
	'aria-modal',
	'aria-label',
	'aria-live',
	'loading',
	'srcset',
	'sizes',
] as const;
