/** Addresses that run code or carry a file, wherever content names one: a link, a picture, an attribute. */

const entities: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', nbsp: ' ' };

/** An address as a browser reads it: entities decoded, spaces and control characters trimmed, tabs and newlines dropped. */
export function normaliseAddress(address: string): string {
	const decoded = address
		.replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
		.replace(/&([a-z]+);/gi, (whole, name: string) => entities[name.toLowerCase()] ?? whole);
	// The URL parser trims spaces and control characters from both ends of an address.
	return decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** What to do about an address that runs code or carries a file, or nothing for an ordinary one. */
export function addressProblem(address: string): string | undefined {
	const url = normaliseAddress(address);
	const scheme = /^(javascript|vbscript):/i.exec(url)?.[1]?.toLowerCase();
	if (scheme) return `a ${scheme}: link runs code: link to an https:// address instead`;
	// data:image/png;base64,… or data:,… (not words such as "Data: what we keep").
	if (/^data:(?:[a-z0-9.+-]+\/[a-z0-9.+-]+)?[;,]/i.test(url))
		return 'a data: address carries a file inside the text: add the file beside the entry and link to it instead';
	return undefined;
}
