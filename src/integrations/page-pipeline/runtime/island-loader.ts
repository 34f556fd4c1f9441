// Runs inline on every page with an island, in place of Astro's island runtime and the client:interaction
// directive, which the build moves into one file (../page-steps/defer-island-runtime.ts): until a visitor
// first points at, touches, focuses or types in an island, a page carries this small loader instead of the runtime.
// island-loader-entry.ts calls it; the build bundles the two into the page's one inline loader.
import { hashTarget, holdClick } from './pending-click.ts';

/** The attributes the loader and the directive share (interaction.ts). */
export const wokenAttribute = 'data-woken';
export const listeningAttribute = 'data-island-listening';

/**
 * Fetches the island runtime on the first interaction inside an island (or when the address points into one), and
 * marks that island woken, so the directive hydrates it at once. A click on a control the island handles that
 * arrives before the directive listens is held (holdClick, ./pending-click.ts) and replayed by the island when it is
 * ready.
 */
export function wakeIslandsOnDemand(src: string, events: readonly string[], attributes: { woken: string; listening: string }) {
	let requested = false;
	const load = () => {
		if (requested) return;
		requested = true;
		const script = document.createElement('script');
		script.src = src;
		document.head.append(script);
	};
	const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('astro-island') : null);
	const wake = (island: Element | null) => {
		if (!island) return;
		island.setAttribute(attributes.woken, '');
		load();
	};
	for (const type of events) document.addEventListener(type, (event) => wake(islandOf(event.target)), { capture: true, passive: true });
	document.addEventListener(
		'click',
		(event) => {
			const island = islandOf(event.target);
			// Once the island's directive listens, it holds the island's clicks itself.
			if (island && !island.hasAttribute(attributes.listening) && holdClick(event, island)) wake(island);
		},
		true,
	);
	const onHash = () => {
		const target = hashTarget();
		if (target && (islandOf(target) || target.querySelector('astro-island'))) load();
	};
	// Inline in the header, this runs before the rest of the page is parsed: the target can only be found after.
	if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onHash, { once: true });
	else onHash();
	addEventListener('hashchange', onHash);
}
