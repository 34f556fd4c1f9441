import './TeamToggle.css';

import { useEffect, useRef, useState } from 'react';

import Icon from '@/icons/Icon';

import { withErrorBoundary } from './support/IslandErrorBoundary.tsx';
import { useOpenOnHash } from './support/use-open-on-hash.ts';

export interface Props {
	label: string;
	/** The action beside the arrow, as the panel is folded away or shown, e.g. Show the team, Hide the team. */
	show: string;
	hide: string;
	/** Under the label: how many people the panel shows, e.g. 12 people. */
	count?: string;
	/**
	 * The first few people's initials, drawn as a row of monograms under the count, how many more there are, and how
	 * many of those drawn are co-owners (first, on crimson; the rest on ink).
	 */
	faces?: { initials: string[]; more: number; coOwners: number };
	/**
	 * The panel the button shows and hides: the page's own HTML beside the island (TeamSection.astro), folded away as
	 * `hidden="until-found"`, which React cannot write, so the browser's find-in-page still reaches the names in it.
	 */
	panelId: string;
	/** Open straight away when the address ends in this fragment (e.g. a blog post links to /about-us#team). */
	openOnHash?: string;
}

function TeamToggle({ label, show, hide, count, faces, panelId, openOnHash }: Props) {
	const [open, setOpen] = useState(false);
	const button = useRef<HTMLButtonElement>(null);
	const panel = () => button.current?.ownerDocument.getElementById(panelId);

	/** Shows or folds the panel, and the button says which. */
	const showPanel = (shown: boolean) => {
		if (shown) panel()?.removeAttribute('hidden');
		else panel()?.setAttribute('hidden', 'until-found');
		setOpen(shown);
	};

	// Find-in-page (or a link to a passage in the panel) shows it itself: while the island slept, so it wakes open, or
	// while awake, when the browser says so first. The button catches up. Before the fragment's check, which may open it.
	useEffect(() => {
		const found = button.current?.ownerDocument.getElementById(panelId);
		const onFound = () => setOpen(true);
		setOpen(found?.hasAttribute('hidden') === false);
		found?.addEventListener('beforematch', onFound);
		return () => found?.removeEventListener('beforematch', onFound);
	}, [panelId]);

	useOpenOnHash(openOnHash, () => showPanel(true));

	return (
		<button
			ref={button}
			type="button"
			data-disclosure-toggle
			aria-expanded={open}
			aria-controls={panelId}
			onClick={() => showPanel(!open)}
			// The team section's call to action while the team is folded away: a wide panel with the label large, how
			// many people it shows and who leads them, and what pressing does, beside a turning arrow; outlined, so the
			// red join button stays the page's main action. The action sits under the faces on a phone, at the right
			// from 640 px.
			className="group flex w-full flex-col gap-4 rounded-xl border-2 border-paper/20 bg-coal p-5 text-left hover:border-brand-light sm:flex-row sm:items-center sm:justify-between sm:px-8 sm:py-6"
		>
			<span className="flex min-w-0 flex-col gap-1">
				<span className="font-display text-3xl tracking-wide uppercase sm:text-4xl">{label}</span>{' '}
				{count && <span className="text-muted">{count}</span>}
				{/* For the eye only: the count above says how many people the panel holds. */}
				{faces && (
					<span aria-hidden="true" className="mt-2 flex flex-wrap">
						{faces.initials.map((letters, i) => (
							<span key={i} className={i < faces.coOwners ? 'team-face' : 'team-face team-face-staff'}>
								{letters}
							</span>
						))}
						{faces.more > 0 && <span className="team-face team-face-more">+{faces.more}</span>}
					</span>
				)}
			</span>{' '}
			<span className="flex shrink-0 items-center justify-between gap-4 font-display text-lg tracking-wide text-brand-light uppercase">
				{open ? hide : show}
				<span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full border-2 border-brand-light">
					<Icon name="chevronDown" size={20} className="turns group-aria-expanded:rotate-180" />
				</span>
			</span>
		</button>
	);
}

/** Shows the panel: what the toggle leaves if it fails, so the team stays on the page. */
export function ShownPanel({ panelId }: Pick<Props, 'panelId'>) {
	useEffect(() => document.getElementById(panelId)?.removeAttribute('hidden'), [panelId]);
	return null;
}

export default withErrorBoundary(TeamToggle, ({ panelId }) => <ShownPanel panelId={panelId} />);
