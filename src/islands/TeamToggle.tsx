import { useEffect, useState, type ReactNode } from 'react';
import { IslandErrorBoundary } from './IslandErrorBoundary';

export interface Props {
	label: string;
	panelId: string;
	/** Open straight away when the address ends in this fragment (e.g. a blog post links to /about-us#team). */
	openOnHash?: string;
	children?: ReactNode;
}

function Toggle({ label, panelId, openOnHash, children }: Props) {
	const [open, setOpen] = useState(false);

	// The fragment is only known in the browser: open on arrival at /about-us#team and on later jumps to it.
	useEffect(() => {
		if (!openOnHash) return;
		const openIfTargeted = () => {
			if (window.location.hash === `#${openOnHash}`) setOpen(true);
		};
		openIfTargeted();
		window.addEventListener('hashchange', openIfTargeted);
		return () => window.removeEventListener('hashchange', openIfTargeted);
	}, [openOnHash]);

	return (
		<div>
			<button
				type="button"
				data-disclosure-toggle
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen((o) => !o)}
				className="inline-flex min-h-12 items-center gap-3 rounded-md bg-brand px-6 font-display text-lg font-semibold tracking-wider text-white uppercase hover:bg-brand-dark"
			>
				{label}
				<svg
					aria-hidden="true"
					width="18"
					height="18"
					viewBox="0 0 24 24"
					fill="none"
					stroke="currentColor"
					strokeWidth="3"
					className={open ? 'rotate-180' : ''}
				>
					<path d="M6 9l6 6 6-6" />
				</svg>
			</button>
			{/* Without JavaScript the panel is shown by the `scripting: none` rule in global.css. */}
			<div id={panelId} data-disclosure-panel hidden={!open} className="mt-10">
				{children}
			</div>
		</div>
	);
}

export default function TeamToggle(props: Props) {
	return (
		<IslandErrorBoundary>
			<Toggle {...props} />
		</IslandErrorBoundary>
	);
}
