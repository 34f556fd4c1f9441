import { useEffect, useRef } from 'react';

import { islandReady } from '@/integrations/page-pipeline/runtime/pending-click';

/**
 * Tells this island's `client:interaction` directive that the island is ready, which replays the click that woke it
 * (islandReady). It renders after the island, inside its error boundary, so its effect runs once the island's own
 * effects (listeners, state) are in place.
 */
export function IslandReady() {
	// An empty <template> renders nothing and takes no space; it only lets the effect find its island.
	const marker = useRef<HTMLTemplateElement>(null);
	useEffect(() => {
		const island = marker.current?.closest('astro-island');
		if (island) islandReady(island);
	}, []);
	return <template ref={marker} />;
}
