// No imports: every page carries this in its footer script, so it stays a few hundred bytes.

/** The open-now line for the coming weeks: from a minute (since 1970), each step is [text index, minutes]. */
export interface OpenLine {
	from: number;
	steps: number[];
	/** Each starts with + when the gym is open, - when it is closed. */
	texts: string[];
}

/** The line's words at a moment, and whether the gym is open; undefined past the week the build covered. */
export function openLineAt(line: OpenLine, atMs: number): { text: string; open: boolean } | undefined {
	const now = atMs / 60_000;
	let start = line.from;
	for (let i = 0; i < line.steps.length; i += 2) {
		start += line.steps[i + 1] ?? 0;
		if (now < start && now >= line.from) {
			const text = line.texts[line.steps[i] ?? 0] ?? '';
			return { text: text.slice(1), open: text.startsWith('+') };
		}
	}
	return undefined;
}
