import type { ClientDirective } from 'astro';

import { listeningAttribute, wokenAttribute } from './island-loader.ts';
import { events, hashTarget, holdClick, islandReadyEvent, takeHeldClick } from './pending-click.ts';

/**
 * Hydrates on the first interaction with the island, or at once when the address's fragment points inside it
 * (a link to /blog#monthly-posts lands on an open section). A click that arrives before the island is ready
 * is held and replayed by the island (holdClick and islandReady, ./pending-click.ts), so the tap that wakes it is
 * never lost; clicks are held until the island says its listeners are in place, not merely until React was asked to
 * hydrate it. With a media query as its value, it also waits until the query matches, so a page opened wide and then
 * narrowed still gets a working mobile menu.
 */
const interaction: ClientDirective = (load, options, el) => {
	let started = false;
	const wake = async () => {
		if (started) return;
		started = true;
		for (const type of events) el.removeEventListener(type, start);
		window.removeEventListener('hashchange', onHash);
		// Sent on this island by its last effect, after it replayed its own held click; another island being ready
		// first leaves this one's clicks held.
		el.addEventListener(islandReadyEvent, () => el.removeEventListener('click', hold, true), { once: true });
		try {
			const hydrate = await load();
			await hydrate();
		} catch (error) {
			// The island's code failed to load: let a held click do what the plain HTML does.
			el.removeEventListener('click', hold, true);
			takeHeldClick(el)?.click();
			throw error;
		}
	};
	// Event listeners get a plain function; a failed load still surfaces as an unhandled rejection.
	const start = () => void wake();
	const hold = (event: MouseEvent) => {
		if (holdClick(event, el)) start();
	};
	const targetsInside = () => {
		const target = hashTarget();
		return target !== null && (el.contains(target) || target.contains(el));
	};
	const onHash = () => {
		if (targetsInside()) start();
	};
	const listen = () => {
		// From here this directive holds the island's early clicks, not the page's loader (island-loader.ts).
		el.setAttribute(listeningAttribute, '');
		// Woken before this code arrived: the loader fetched it on the island's first interaction.
		if (el.hasAttribute(wokenAttribute)) {
			el.addEventListener('click', hold, true);
			return start();
		}
		if (targetsInside()) return start();
		for (const type of events) el.addEventListener(type, start, { once: true, passive: true });
		el.addEventListener('click', hold, true);
		window.addEventListener('hashchange', onHash);
	};

	const media = typeof options.value === 'string' ? options.value : '';
	if (!media) return listen();
	const query = window.matchMedia(media);
	if (query.matches) return listen();
	const onChange = () => {
		if (!query.matches) return;
		query.removeEventListener('change', onChange);
		listen();
	};
	query.addEventListener('change', onChange);
};

export default interaction;
