import { Component, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';

import { IslandReady } from './IslandReady.tsx';

/** The words every island takes for its fallback, from its wrapping component (content/settings/words.yaml). */
export interface FallbackProps {
	/** Shown in place of the island if it fails, e.g. Something went wrong. */
	errorText: string;
}

export interface BoundaryProps extends FallbackProps {
	children: ReactNode;
	/** What still works without the island, shown under the words if it fails: its server HTML, or links to it. */
	fallback?: ReactNode;
}
interface State {
	failed: boolean;
}

/**
 * Shown in place of an island that crashed (the rest of the page keeps working): the content's words, never the
 * error's own message, which is code's wording and may name its internals; that goes to the console.
 */
export function ErrorFallback({ text }: { text: string }) {
	return (
		<div role="alert" className="rounded-md border-2 border-brand bg-coal p-4 text-paper">
			<p className="font-display text-xl uppercase">{text}</p>
		</div>
	);
}

/**
 * Keeps one broken island from blanking its area: the fallback's words show instead, above what its island hands it
 * that works without scripts (the panel's links, the section's cards, the photos).
 */
export class IslandErrorBoundary extends Component<BoundaryProps, State> {
	override state: State = { failed: false };

	static getDerivedStateFromError(): State {
		return { failed: true };
	}

	override componentDidCatch(error: Error, info: ErrorInfo) {
		console.warn('Island failed:', error, info.componentStack);
	}

	override render() {
		return (
			<>
				{this.state.failed ? (
					<>
						<ErrorFallback text={this.props.errorText} />
						{this.props.fallback}
					</>
				) : (
					this.props.children
				)}
				<IslandReady />
			</>
		);
	}
}

/**
 * An island's export: its component inside the error boundary, so each island writes the wrapper once, here. It takes
 * the fallback's words beside the component's own props; `noScript` gives, from those props, what the island leaves
 * in its place if it fails: the part of its server HTML that works without scripts.
 */
export function withErrorBoundary<P extends object>(
	Inner: ComponentType<P>,
	noScript: (props: P) => ReactNode,
): (props: P & FallbackProps) => ReactElement<BoundaryProps> {
	function Island({ errorText, ...props }: P & FallbackProps) {
		return (
			<IslandErrorBoundary errorText={errorText} fallback={noScript(props as P)}>
				<Inner {...(props as P)} />
			</IslandErrorBoundary>
		);
	}
	Island.displayName = `withErrorBoundary(${Inner.displayName ?? Inner.name})`;
	return Island;
}
