import './MobileMenu.css';

import { type ReactNode, type ToggleEvent, useEffect, useRef, useState } from 'react';

import Icon from '@/icons/Icon';

import { withErrorBoundary } from './support/IslandErrorBoundary.tsx';
import { inertAround, nextTabStop, tabLeaves } from './support/modal.ts';

export interface Props {
	/** Words of the button that opens the menu (content/settings/words.yaml). */
	buttonLabel: string;
	/**
	 * The panel's links, written by SiteHeader.astro: Astro hands them over as static HTML, so each page carries the
	 * menu's links once, not again as the island's props.
	 */
	children?: ReactNode;
}

const panelId = 'mobile-menu';

const focusable = 'a[href], button:not([disabled])';

// The panel is a native popover, so the button opens it and Escape closes it even before (or without) JavaScript,
// and the browser reports the button's expanded state itself (ARIA in HTML forbids aria-expanded beside
// popovertarget). The island makes it modal while open: the page behind is inert and Tab cycles through the button
// and the panel; it also closes the panel on link tap and keeps focus tidy.
function MobileMenu({ buttonLabel, children }: Props) {
	const panel = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const [open, setOpen] = useState(false);

	// The first tap may open the popover natively before this island hydrates.
	useEffect(() => setOpen(panel.current?.matches(':popover-open') ?? false), []);

	useEffect(() => {
		const island = button.current?.closest('astro-island') ?? button.current?.parentElement;
		if (!open || !island) return;
		const restore = inertAround(island);
		// Tab past the panel's last link comes back to the button, and Shift+Tab from the button goes to that link.
		const trap = (event: KeyboardEvent) => {
			if (event.key !== 'Tab' || !button.current || !panel.current) return;
			const stops = [button.current, ...panel.current.querySelectorAll<HTMLElement>(focusable)];
			if (tabLeaves(stops, document.activeElement, event.shiftKey)) {
				event.preventDefault();
				nextTabStop(stops, document.activeElement, event.shiftKey)?.focus();
			}
		};
		document.addEventListener('keydown', trap);
		return () => {
			document.removeEventListener('keydown', trap);
			restore();
		};
	}, [open]);

	// A tap (or Enter) on any link in the panel closes it: the links are static HTML, so their clicks are caught here.
	useEffect(() => {
		const current = panel.current;
		const closeOnLink = (event: MouseEvent) => {
			if ((event.target as Element).closest('a')) current?.hidePopover();
		};
		current?.addEventListener('click', closeOnLink);
		return () => current?.removeEventListener('click', closeOnLink);
	}, []);

	const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
		const isOpen = event.newState === 'open';
		setOpen(isOpen);
		if (!isOpen && panel.current?.contains(document.activeElement)) button.current?.focus();
	};

	return (
		<>
			<button
				ref={button}
				type="button"
				popoverTarget={panelId}
				aria-controls={panelId}
				className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-paper/40 px-3 font-display tracking-wider text-paper uppercase"
			>
				<Icon name={open ? 'close' : 'menu'} size={22} />
				{buttonLabel}
			</button>
			<div
				ref={panel}
				id={panelId}
				popover="auto"
				onToggle={onToggle}
				className="sheet-shadow m-0 mt-(--nav-height) w-full max-w-none border-t border-paper/10 bg-ink p-0 text-paper backdrop:bg-black/60"
			>
				{children}
			</div>
		</>
	);
}

// If it fails, the menu's links stay, in the header's flow.
export default withErrorBoundary(MobileMenu, ({ children }) => children);
