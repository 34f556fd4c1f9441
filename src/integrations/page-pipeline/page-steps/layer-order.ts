import { readCss, rewriteCss, rewritePageStyle } from './page-style.ts';

/** A layer name as CSS writes it: its segments, each an identifier, joined by dots. */
const layerName = (segments: readonly string[]) => segments.map((segment) => segment.replace(/[^\w-]/g, '\\$&')).join('.');

/**
 * Writes a page's inline stylesheet with its layer order stated once, first, and one block per layer. Inlined sheets
 * that each open with the order repeat its statement and scatter each layer's blocks. The order is the browser's: each
 * layer where its name first appears at the top level. lightningcss merges a layer's blocks, in their order, where the
 * layer is first named, so the cascade inside it is unchanged; rules outside layers keep their order after them.
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
