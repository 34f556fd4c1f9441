import { type ReactNode, useRef } from 'react';

import Icon from '@/icons/Icon';

import { withErrorBoundary } from './support/IslandErrorBoundary.tsx';
import { useOpenOnHash } from './support/use-open-on-hash.ts';

export interface Props {
	/** Anchor of the section; the panel is `<id>-panel`, and arriving at #<id> opens it. */
	id: string;
	heading: string;
	/** A line under the heading that says what the section holds, read while it is closed too. */
	summary?: string | undefined;
	initiallyOpen?: boolean;
	children?: ReactNode;
}

// A native <details>: it opens and closes with or without JavaScript and before this island hydrates, so the
// first tap is never lost. React never sets `open` after the first render; the visitor's toggles own it.
function Section({ id, heading, summary, initiallyOpen = false, children }: Props) {
	const details = useRef<HTMLDetailsElement>(null);

	useOpenOnHash(id, () => {
		if (details.current) details.current.open = true;
	});

	return (
		<section id={id} aria-labelledby={`${id}-heading`} className="border-b border-paper/10">
			<details ref={details} open={initiallyOpen} className="group">
				<summary
					aria-controls={`${id}-panel`}
					className="grid min-h-16 cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-4 py-4 text-left hover:text-brand-light [&::-webkit-details-marker]:hidden"
				>
					<h2 id={`${id}-heading`} className="text-3xl sm:text-4xl">
						{heading}
					</h2>
					<Icon name="chevronDown" size={22} className="turns row-span-2 group-open:rotate-180" />
					{/* Under the heading, the arrow beside both: a summary holds phrasing content, so a span. */}
					{summary && <span className="mt-1 text-muted">{summary}</span>}
				</summary>
				<div id={`${id}-panel`} className="pb-10">
					{children}
				</div>
			</details>
		</section>
	);
}

/** One collapsible section of /blog; sections open and close independently. */
export default withErrorBoundary(Section);
