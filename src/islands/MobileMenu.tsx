import { useEffect, useRef, useState, type ReactNode, type ToggleEvent } from 'react';
import { IslandErrorBoundary } from './IslandErrorBoundary';

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

// The panel is a native popover, so the button opens it and Escape closes it even before (or
// without) JavaScript; the island adds aria-expanded, closes on link tap and keeps focus tidy.
function Menu({ buttonLabel, children }: Props) {
	const panel = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const [open, setOpen] = useState(false);

	// The first tap may open the popover natively before this island hydrates.
	useEffect(() => setOpen(panel.current?.matches(':popover-open') ?? false), []);

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
				aria-expanded={open}
				className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-paper/40 px-3 font-display tracking-wider text-paper uppercase"
			>
				<svg
					aria-hidden="true"
					width="22"
					height="22"
					viewBox="0 0 24 24"
					fill="none"
					stroke="currentColor"
					strokeWidth="2.5"
					strokeLinecap="round"
				>
					{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
				</svg>
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

export default function MobileMenu(props: Props) {
	return (
		<IslandErrorBoundary>
			<Menu {...props} />
		</IslandErrorBoundary>
	);
}
