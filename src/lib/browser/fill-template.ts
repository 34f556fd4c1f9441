/** Puts values into words with {placeholders}: ("opens {time}", { time: "06:30" }) → "opens 06:30". Unknown names stay. */
export function fillTemplate(template: string, values: Record<string, string>): string {
	return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** The words for a count, singular for one and plural for any other number: a template with {count}, e.g. {count} posts. */
export interface CountWords {
	one: string;
	other: string;
}

/** Which of a count's templates holds for `count`: `one` for 1, `other` for any other number. */
export const countTemplate = (count: number, words: CountWords): string => (count === 1 ? words.one : words.other);

/** A count in its words: (2, { one: '{count} post', other: '{count} posts' }) → "2 posts". */
export const countLabel = (count: number, words: CountWords): string => fillTemplate(countTemplate(count, words), { count: String(count) });
