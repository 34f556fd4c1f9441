import { readCss, rewriteCss, rewritePageStyle } from './page-style.ts';

/** A layer name as CSS writes it: its segments, each an identifier, joined by dots. */
const layerName = (segments: readonly string[]) => segments.map((segment) => segment.replace(/[^\w-]/g, '\\$&')).join('.');

/**
 * Writes a page's inline stylesheet with one block per layer, first, in the layers' order. Each component's sheet
 * opens with the order (src/styles/layers.css), since Astro may put it before Tailwind's, and brings its own
 * `@layer components{}` block; inlined, the statements repeat and the blocks scatter. The order is the one the browser
 * takes: each layer where its name first appears at the top level, in a statement or a block. This step states that
 * order once, first; lightningcss then merges each layer's blocks, in the order they came, into the place the layer is
 * first named (so the cascade inside it is unchanged), and leaves out the statement where the blocks state the same
 * order. Rules outside layers keep their order and follow the layers (they win over any layer wherever they stand).
 */
export const oneBlockPerLayer = rewritePageStyle('writing one block per layer', ({ css, where }) => {
	const order = new Set<string>();
	readCss(css, where, {
		StyleSheet(sheet) {
			for (const rule of sheet.rules) {
				if (rule.type === 'layer-statement') for (const name of rule.value.names) order.add(layerName(name));
				if (rule.type === 'layer-block' && rule.value.name) order.add(layerName(rule.value.name));
			}
		},
	});
	return rewriteCss(order.size > 0 ? `@layer ${[...order].join(',')};${css}` : css, where);
});
