import { type ReactNode, useRef } from 'react';

import Icon from '@/icons/Icon';

import { withErrorBoundary } from './support/IslandErrorBoundary.tsx';
import { useOpenOnHash } from './support/use-open-on-hash.ts';

/** A line under a closed section's heading: its words, then one of its entries as a link in words (the newest post). */
export interface Summary {
	text?: string | undefined;
	/** The words around the link as written, spaces kept ("Latest: "), and the link's own text. */
	link?: { before: string; label: string; after: string; href: string } | undefined;
}

export interface Props {
	/** Anchor of the section; the panel is `<id>-panel`, and arriving at #<id> opens it. */
	id: string;
	heading: string;
	/** A line under the heading that says what the section holds, shown while it is closed. */
	summary?: Summary | undefined;
	initiallyOpen?: boolean;
	children?: ReactNode;
}

// A native <details>: it opens and closes with or without JavaScript and before this island hydrates, so the
// first tap is never lost. React never sets `open` after the first render; the visitor's toggles own it.
function Accordion({ id, heading, summary, initiallyOpen = false, children }: Props) {
	const details = useRef<HTMLDetailsElement>(null);

	useOpenOnHash(id, () => {
		if (details.current) details.current.open = true;
	});

	return (
		<section id={id} aria-labelledby={`${id}-heading`} className="border-b border-paper/10">
			<details ref={details} open={initiallyOpen} className="group peer">
				<summary
					aria-controls={`${id}-panel`}
					className="grid min-h-16 cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-4 py-4 text-left hover:text-brand-light [&::-webkit-details-marker]:hidden"
				>
					<h2 id={`${id}-heading`} className="text-3xl sm:text-4xl">
						{heading}
					</h2>
					<Icon name="chevronDown" size={22} className="turns group-open:rotate-180" />
				</summary>
				<div id={`${id}-panel`} className="pb-10">
					{children}
				</div>
			</details>
			{/* After the <details>, not in its <summary>: a summary is the toggle, and may not hold the line's link. Drawn
			    under the heading as if in it, and hidden once the section is open, where its cards say the same. */}
			{summary && (
				<p className="-mt-3 pb-4 text-muted peer-open:hidden">
					{summary.text}
					{summary.text && summary.link && ' · '}
					{summary.link && (
						<>
							{summary.link.before}
							<a href={summary.link.href} className="text-link">
								{summary.link.label}
							</a>
							{summary.link.after}
						</>
					)}
				</p>
			)}
		</section>
	);
}

/**
 * One collapsible section of /blog; sections open and close independently. If it fails, the section stays, open: its
 * heading and everything it holds.
 */
export default withErrorBoundary(Accordion, ({ id, heading, children }) => (
	<section id={id} aria-labelledby={`${id}-heading`}>
		<h2 id={`${id}-heading`} className="text-3xl sm:text-4xl">
			{heading}
		</h2>
		{children}
	</section>
));
