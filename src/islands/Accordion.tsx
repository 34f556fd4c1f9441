import { useEffect, useState, type ReactNode } from 'react';
import { IslandErrorBoundary } from './IslandErrorBoundary';

export interface Props {
	/** Anchor of the section; the panel is `<id>-panel`, and arriving at #<id> opens it. */
	id: string;
	heading: string;
	initiallyOpen?: boolean;
	children?: ReactNode;
}

function Chevron({ open }: { open: boolean }) {
	return (
		<svg
			aria-hidden="true"
			width="22"
			height="22"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="3"
			className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
		>
			<path d="M6 9l6 6 6-6" />
		</svg>
	);
}

function Section({ id, heading, initiallyOpen = false, children }: Props) {
	const [open, setOpen] = useState(initiallyOpen);
	const panelId = `${id}-panel`;

	// The fragment is only known in the browser: a link to /blog#<id> should land on an open section.
	useEffect(() => {
		const openIfTargeted = () => {
			if (window.location.hash === `#${id}`) setOpen(true);
		};
		openIfTargeted();
		window.addEventListener('hashchange', openIfTargeted);
		return () => window.removeEventListener('hashchange', openIfTargeted);
	}, [id]);

	return (
		<section id={id} aria-labelledby={`${id}-heading`} className="border-b border-paper/10">
			<h2 id={`${id}-heading`} className="text-3xl sm:text-4xl">
				<button
					type="button"
					data-disclosure-toggle
					aria-expanded={open}
					aria-controls={panelId}
					onClick={() => setOpen((o) => !o)}
					className="flex min-h-16 w-full items-center justify-between gap-4 py-4 text-left uppercase hover:text-brand-light"
				>
					{heading}
					<Chevron open={open} />
				</button>
				{/* The toggle is hidden without JavaScript (global.css), so the heading text is repeated for that case. */}
				<span className="hidden py-4 noscript:block">{heading}</span>
			</h2>
			{/* Without JavaScript the panel is shown by the `scripting: none` rule in global.css. */}
			<div id={panelId} data-disclosure-panel hidden={!open} className="pb-10">
				{children}
			</div>
		</section>
	);
}

/** One collapsible section of /blog; sections open and close independently. */
export default function Accordion(props: Props) {
	return (
		<IslandErrorBoundary>
			<Section {...props} />
		</IslandErrorBoundary>
	);
}
