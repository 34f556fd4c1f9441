// Astro's schema error text, read back into one line per field for the editors (npm run content:check).

/**
 * "file: field: message" lines from Astro's schema error text, e.g. "  **price**: Give the price as a number";
 * zod names unknown keys on the object itself, so each key becomes its own line. The error is one line of the
 * CONTENT_CHECK_REPORT file (src/build/content-check/collect-errors.ts).
 */
export function describeContentError({ file, message }: { file: string; message: string }): string[] {
	const lines = [...message.matchAll(/^\s*\*\*([^*\n]*)\*\*: (.+)$/gm)].flatMap(([, field = '', text = '']) => {
		const unknown = /^Unrecognized keys?: (.+)$/.exec(text);
		if (unknown?.[1]) {
			return [...unknown[1].matchAll(/"([^"]+)"/g)].map(
				([, key]) => `${file}: ${field ? `${field}.` : ''}${key}: Unknown field: check its spelling, or remove it`,
			);
		}
		return [`${file}: ${field || '(whole file)'}: ${text}`];
	});
	return lines.length > 0 ? lines : [`${file}: ${message.split('\n')[0] ?? message}`];
}
