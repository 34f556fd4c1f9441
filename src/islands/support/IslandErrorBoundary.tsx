import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

import { IslandReady } from './IslandReady.tsx';

/** The words every island takes for its fallback, from its wrapping component (content/settings/words.yaml). */
export interface FallbackProps {
	/** Shown in place of the island if it fails, e.g. Something went wrong. */
	errorText: string;
}

interface Props extends FallbackProps {
	children: ReactNode;
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

/** Keeps one broken island from blanking its area: the fallback's words show instead. */
export class IslandErrorBoundary extends Component<Props, State> {
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
				{this.state.failed ? <ErrorFallback text={this.props.errorText} /> : this.props.children}
				<IslandReady />
			</>
		);
	}
}

/**
 * An island's export: its component inside the error boundary, so each island writes the wrapper once, here. It takes
 * the fallback's words beside the component's own props.
 */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P & FallbackProps> {
	function Island({ errorText, ...props }: P & FallbackProps) {
		return (
			<IslandErrorBoundary errorText={errorText}>
				<Inner {...(props as P)} />
			</IslandErrorBoundary>
		);
	}
	Island.displayName = `withErrorBoundary(${Inner.displayName ?? Inner.name})`;
	return Island;
}
