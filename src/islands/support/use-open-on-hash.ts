import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `open` when the address's fragment is `#<id>`: on arrival and on later jumps within the page. The fragment is
 * only known in the browser, so a link to /blog#<id> or /about-us#team lands on an open section. Without an id it does
 * nothing.
 */
export function useOpenOnHash(id: string | undefined, open: () => void): void {
	const onTarget = useEffectEvent(open);
	useEffect(() => {
		if (!id) return;
		const openIfTargeted = () => {
			if (window.location.hash === `#${id}`) onTarget();
		};
		openIfTargeted();
		window.addEventListener('hashchange', openIfTargeted);
		return () => window.removeEventListener('hashchange', openIfTargeted);
	}, [id]);
}
