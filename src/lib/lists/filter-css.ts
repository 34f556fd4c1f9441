/** How a list is filtered by style rules alone. */
export interface FilterRules {
	/** The selector that holds while `key` is chosen (the key comes quoted): a checked chip, or an attribute. */
	chosen: (quotedKey: string) => string;
	/** The attribute each item names its key in, e.g. `data-type`. */
	attribute: string;
	/** Hidden while any key is chosen: `[selector that holds, what it hides]`, e.g. the blank rows of a week. */
	anyChosen?: [string, string];
	/** Shown in a group that holds no item of the chosen key: `[group, note]`, e.g. a day's no-match line. */
	emptyNote?: [string, string];
}

/**
 * A key as a CSS string. Quotes, backslashes and line breaks are escaped by their code point, so the key cannot end
 * its string or its rule, and so is `<`, so it cannot end the `<style>` element the rules are written into.
 */
export const cssString = (text: string): string => `"${text.replace(/["\\<\n\r\f]/g, (sign) => `\\${sign.charCodeAt(0).toString(16)} `)}"`;

/**
 * The style rules of a filter: while a key is chosen, items of the other keys are hidden. Plain CSS, so the filtered
 * list is laid out on the first paint, before (and without) any script. Every key is a CSS string (`cssString`), so
 * no key can break out of its rule or its style element.
 */
export function filterCss(keys: readonly string[], { chosen, attribute, anyChosen, emptyNote }: FilterRules): string {
	const rules = anyChosen ? [`${anyChosen[0]} ${anyChosen[1]}{display:none}`] : [];
	for (const key of keys) {
		const k = cssString(key);
		rules.push(`${chosen(k)} [${attribute}]:not([${attribute}=${k}]){display:none}`);
		if (emptyNote) rules.push(`${chosen(k)} ${emptyNote[0]}:not(:has([${attribute}=${k}])) ${emptyNote[1]}{display:block}`);
	}
	return rules.join('');
}
