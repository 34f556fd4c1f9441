/** Puts values into words with {placeholders}: ("opens {time}", { time: "06:30" }) → "opens 06:30". Unknown names stay. */
export function fillTemplate(template: string, values: Record<string, string>): string {
	return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
