import { cssRules, cssText } from './css-rules.ts';
import { rewritePageStyle } from './page-style.ts';

/** A top-level `@layer` rule at the start of a string: a statement (`@layer a,b;`) or a block (`@layer a{`). */
const layerAtRule = /^@layer ([\w-]+(?:,[\w-]+)*)\s*([;{])/;

/**
 * Writes a page's inline stylesheet with one statement of its layer order, first, and one block per layer. Each
 * component's sheet opens with the order (src/styles/layers.css), since Astro may put it before Tailwind's, and brings
 * its own `@layer components{}` block; inlined, the statements repeat and the blocks scatter. The order is the one the
 * browser takes: each layer where its name first appears, in a statement or a block. A layer's blocks join in the
 * order they came, so the cascade inside it is unchanged; rules outside layers keep their order and follow the
 * layers (they win over any layer wherever they stand).
 */
export const oneBlockPerLayer = rewritePageStyle('writing one block per layer', (css) => {
	const order: string[] = [];
	const blocks = new Map<string, string>();
	const others: string[] = [];
	for (const rule of cssRules(css)) {
		const text = cssText([rule]);
		const layer = layerAtRule.exec(text);
		if (!layer) {
			others.push(text);
			continue;
		}
		const names = (layer[1] ?? '').split(',');
		for (const name of names) if (!order.includes(name)) order.push(name);
		// A block names one layer; its rules are its body.
		if (rule.body !== undefined) blocks.set(names[0]!, (blocks.get(names[0]!) ?? '') + rule.body);
	}
	if (order.length === 0) return css;
	const layered = order.map((name) => (blocks.has(name) ? `@layer ${name}{${blocks.get(name)}}` : '')).join('');
	return `@layer ${order.join(',')};${layered}${others.join('')}`;
});
