import { type ReactNode, useEffect, useRef } from 'react';

import { isPlainClick } from '@/integrations/page-pipeline/runtime/pending-click';
import type { LightboxButtons, LightboxSlide } from '@/lib/gallery/browser/lightbox';

import { withErrorBoundary } from './support/IslandErrorBoundary.tsx';
import type { LightboxDialog } from './support/lightbox-dialog.ts';

export interface Props {
	/** Full-size image, alt text and caption of each photo, in album order. */
	slides: LightboxSlide[];
	/** Names the open lightbox for screen readers, e.g. 'Our Facilities photos'. */
	label: string;
	/** Shown on touch screens in the open lightbox, e.g. 'Swipe for the next photo'. */
	swipeHint: string;
	/** What screen readers call the open lightbox's buttons (glightbox's own names are English words of its code). */
	buttons: LightboxButtons;
	/** Shown instead of a full-size image that fails to load. */
	fallbackSrc: string;
	/** The thumbnail grid, rendered on the server: links to the full-size images marked data-lightbox-index. */
	children?: ReactNode;
}

// Without JavaScript (or before this island wakes) each thumbnail is a plain link to its full-size image;
// the island turns those clicks into the lightbox.
function Lightbox({ slides, label, swipeHint, buttons, fallbackSrc, children }: Props) {
	const root = useRef<HTMLDivElement>(null);

	useEffect(() => {
		const grid = root.current;
		if (!grid) return;
		let dialog: Promise<LightboxDialog> | undefined;
		let active = true;
		// glightbox and its CSS load on the first sign of interest (pointer over or focus in the grid).
		const load = () =>
			(dialog ??= import('./support/lightbox-dialog.ts').then(({ createLightboxDialog }) =>
				createLightboxDialog({ slides, label, swipeHint, buttons, fallbackSrc }),
			));
		const warm = () => void load().catch(() => undefined);
		const onClick = (event: MouseEvent) => {
			const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-lightbox-index]') : null;
			// A modified click keeps its usual meaning, e.g. the image in a new tab.
			if (!link || !isPlainClick(event)) return;
			event.preventDefault();
			load().then(
				(lightbox) => active && lightbox.open(Number(link.dataset['lightboxIndex']), link),
				() => window.location.assign(link.href),
			);
		};
		grid.addEventListener('click', onClick);
		grid.addEventListener('pointerover', warm, { once: true });
		grid.addEventListener('focusin', warm, { once: true });
		return () => {
			active = false;
			grid.removeEventListener('click', onClick);
			grid.removeEventListener('pointerover', warm);
			grid.removeEventListener('focusin', warm);
			void dialog?.then((lightbox) => lightbox.destroy()).catch(() => undefined);
		};
	}, [slides, label, swipeHint, buttons, fallbackSrc]);

	return <div ref={root}>{children}</div>;
}

// If it fails, the thumbnails stay, each a link to its full-size picture.
export default withErrorBoundary(Lightbox, ({ children }) => children);
