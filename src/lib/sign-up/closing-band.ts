/** A step on the gym's sign-up pages (settings `signUp`): a first visit's day pass, or joining. */
export type SignUpStep = 'dayPass' | 'join';

/** A button of the band: its words and the sign-up page it opens. */
export interface BandAction {
	label: string;
	href: string;
	external: boolean;
}

/** What the red closing band (CtaBand) draws: its words, its solid button, and the lesser one beside it, if any. */
export interface ClosingBand extends BandAction {
	heading: string;
	body: string | undefined;
	secondary: BandAction | undefined;
}

/** The closing band's props: the page's words, and a button to each sign-up step in the order the page offers them. */
export function closingBand(
	words: { heading: string; body?: string | undefined },
	signUp: Readonly<Record<SignUpStep, string>>,
	first: { to: SignUpStep; label: string },
	second?: { to: SignUpStep; label: string },
): ClosingBand {
	// The sign-up pages are the membership provider's, so every button opens a new tab.
	const action = ({ to, label }: { to: SignUpStep; label: string }) => ({ label, href: signUp[to], external: true });
	return { heading: words.heading, body: words.body, ...action(first), secondary: second && action(second) };
}

/**
 * The band of a page that sells a first visit: its button to the day pass, with joining beside it when the page offers
 * that too; none without the page's words for it.
 */
export function dayPassBand(
	words: { heading: string; body: string; label: string } | undefined,
	signUp: Readonly<Record<SignUpStep, string>>,
	joinLabel?: string,
): ClosingBand | undefined {
	return (
		words &&
		closingBand(
			words,
			signUp,
			{ to: 'dayPass', label: words.label },
			joinLabel === undefined ? undefined : { to: 'join', label: joinLabel },
		)
	);
}
