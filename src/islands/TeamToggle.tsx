import { useEffect, useState, type ReactNode } from 'react';
import Icon from '@/components/ui/Icon';
import { withErrorBoundary } from './IslandErrorBoundary.tsx';

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
				// A disclosure, not a call to action: quiet text with a turning chevron, unlike the red join button.
				className="group inline-flex min-h-12 items-center gap-3 border-b-2 border-paper/30 pr-1 font-display text-xl tracking-wider text-paper uppercase hover:border-brand-light hover:text-brand-light"
			>
				<span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full border-2 border-current">
					<Icon name="chevronDown" size={16} className="turns group-aria-expanded:rotate-180" />
				</span>
				{label}
			</button>
			{/* Without JavaScript the panel is shown by the `scripting: none` rule in global.css. */}
			<div id={panelId} data-disclosure-panel hidden={!open} className="mt-10">
				{children}
			</div>
		</div>
	);
}

export default withErrorBoundary(Toggle);
