/** A top-level `@layer` rule at the start of a string: a statement (`@layer a,b;`) or a block (`@layer a{`). */
const layerAtRule = /^@layer ([\w-]+(?:,[\w-]+)*)\s*([;{])/;

/** The top-level rules of a stylesheet, each whole: `a{...}`, `@media x{...}`, `@layer a,b;`. */
function topLevelRules(css: string): string[] {
	const rules: string[] = [];
	let depth = 0;
	let start = 0;
	for (let at = 0; at < css.length; at++) {
		const char = css[at];
		if (char === '{') depth++;
		else if (char === '}' && --depth === 0) {
			rules.push(css.slice(start, at + 1));
			start = at + 1;
		} else if (char === ';' && depth === 0) {
			rules.push(css.slice(start, at + 1));
			start = at + 1;
		}
	}
	if (css.slice(start).trim()) rules.push(css.slice(start));
	return rules;
}

/**
 * Writes a page's inline stylesheet with one statement of its layer order, first, and one block per layer. Each
 * component's sheet opens with the order (src/styles/layers.css), since Astro may put it before Tailwind's, and brings
 * its own `@layer components{}` block; inlined, the statements repeat and the blocks scatter. The order is the one the
 * browser takes: each layer where its name first appears, in a statement or a block. A layer's blocks join in the
 * order they came, so the cascade inside it is unchanged; rules outside layers keep their order and follow the
 * layers (they win over any layer wherever they stand).
 */
export function oneBlockPerLayer(html: string): string {
	const style = /<style>([\s\S]*?)<\/style>/.exec(html);
	if (!style?.[1]) return html;
	const order: string[] = [];
	const blocks = new Map<string, string>();
	const others: string[] = [];
	for (const rule of topLevelRules(style[1])) {
		const layer = layerAtRule.exec(rule);
		if (!layer) {
			others.push(rule);
			continue;
		}
		const names = (layer[1] ?? '').split(',');
		for (const name of names) if (!order.includes(name)) order.push(name);
		// A block names one layer; its rules are what lies between its braces.
		if (layer[2] === '{') blocks.set(names[0]!, (blocks.get(names[0]!) ?? '') + rule.slice(layer[0].length, -1));
	}
	if (order.length === 0) return html;
	const layered = order.map((name) => (blocks.has(name) ? `@layer ${name}{${blocks.get(name)}}` : '')).join('');
	return html.replace(style[0], `<style>@layer ${order.join(',')};${layered}${others.join('')}</style>`);
}
