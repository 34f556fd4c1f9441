import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
	children: ReactNode;
}
interface State {
	error: Error | null;
}

/** Message shown in place of an island that crashed (SPEC §8 application error fallback). */
export function ErrorFallback({ error }: { error: Error }) {
	return (
		<div role="alert" className="rounded-md border-2 border-brand bg-coal p-4 text-paper">
			<p className="font-display text-xl uppercase">Unexpected Application Error!</p>
			<p className="mt-1 text-sm text-muted">{error.message || 'Something went wrong.'}</p>
		</div>
	);
}

/** Keeps one broken island from blanking its area: the fallback shows the error's message instead. */
export class IslandErrorBoundary extends Component<Props, State> {
	override state: State = { error: null };

	static getDerivedStateFromError(error: unknown): State {
		return { error: error instanceof Error ? error : new Error(String(error)) };
	}

	override componentDidCatch(error: Error, info: ErrorInfo) {
		console.warn('Island failed:', error, info.componentStack);
	}

	override render() {
		return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
	}
}
