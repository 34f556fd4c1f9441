import { useEffect, useRef, useState, type ToggleEvent } from 'react';
import { newTabRel } from '@/lib/new-tab';
import { IslandErrorBoundary } from './IslandErrorBoundary';

export interface Props {
	links: { href: string; label: string; current: boolean }[];
	joinHref: string;
	joinLabel: string;
	/** Hidden words after the join link's label, from src/lib/new-tab.ts (an island cannot use ExternalLink). */
	newTabNote: string;
	/** Words of the button that opens the menu (content/settings/words.yaml). */
	buttonLabel: string;
}

const panelId = 'mobile-menu';

// The panel is a native popover, so the button opens it and Escape closes it even before (or
// without) JavaScript; the island adds aria-expanded, closes on link tap and keeps focus tidy.
function Menu({ links, joinHref, joinLabel, newTabNote, buttonLabel }: Props) {
	const panel = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const [open, setOpen] = useState(false);

	// The first tap may open the popover natively before this island hydrates.
	useEffect(() => setOpen(panel.current?.matches(':popover-open') ?? false), []);

	const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
		const isOpen = event.newState === 'open';
		setOpen(isOpen);
		if (!isOpen && panel.current?.contains(document.activeElement)) button.current?.focus();
	};
	const close = () => panel.current?.hidePopover();

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
				className="m-0 mt-(--nav-height) w-full max-w-none border-t border-paper/10 bg-ink p-0 sheet-shadow text-paper backdrop:bg-black/60"
			>
				<nav aria-label="Main menu">
					<ul className="flex flex-col px-4 py-2">
						{links.map((link) => (
							<li key={link.href}>
								<a href={link.href} aria-current={link.current ? 'page' : undefined} onClick={close} className="menu-link">
									{link.label}
								</a>
							</li>
						))}
					</ul>
				</nav>
				<div className="px-4 pt-2 pb-6">
					<a
						href={joinHref}
						target="_blank"
						rel={newTabRel}
						onClick={close}
						className="flex min-h-12 items-center justify-center rounded-md bg-brand font-display text-lg font-semibold tracking-wider text-white uppercase"
					>
						{joinLabel}
						<span className="sr-only">{newTabNote}</span>
					</a>
				</div>
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
