// Finds human pictograms in generated SVG artwork: a filled round head with two or more thick strokes (a neck, arms,
// a torso) starting just outside it, the way stick figures are drawn. Equipment has discs with strokes too (a clock's
// hands, a kettlebell's handle), but those start inside the disc, or alone.

interface Circle {
	x: number;
	y: number;
	r: number;
}
interface Stroke {
	x: number;
	y: number;
	width: number;
}

const number = (tag: string, name: string) => parseFloat(new RegExp(`\\b${name}="(-?[\\d.]+)"`).exec(tag)?.[1] ?? 'NaN');

/** The filled circles of an SVG fragment. */
function circles(svg: string): Circle[] {
	return [...svg.matchAll(/<circle\b[^>]*>/g)]
		.map(([tag]) => tag)
		.filter((tag) => !/fill="none"/.test(tag))
		.map((tag) => ({ x: number(tag, 'cx'), y: number(tag, 'cy'), r: number(tag, 'r') }));
}

/** Where each stroked subpath of an SVG fragment starts, with its stroke width. */
function strokes(svg: string): Stroke[] {
	return [...svg.matchAll(/<path\b[^>]*>/g)]
		.map(([tag]) => tag)
		.filter((tag) => /stroke-width=/.test(tag))
		.flatMap((tag) => {
			const width = number(tag, 'stroke-width');
			const d = /\bd="([^"]*)"/.exec(tag)?.[1] ?? '';
			return [...d.matchAll(/M\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), width }));
		});
}

/** Each head-and-body found in the subject groups (data-motif) of an SVG, described for a failure message. */
export function findPictograms(svg: string): string[] {
	const found: string[] = [];
	for (const [, group = ''] of svg.matchAll(/<g data-motif="[^"]*"[^>]*>([\s\S]*?)<\/g>(?=\s*(?:<rect|<\/svg>|$))/g)) {
		const lines = strokes(group);
		for (const head of circles(group)) {
			const body = lines.filter((s) => {
				const distance = Math.hypot(s.x - head.x, s.y - head.y);
				return s.width >= head.r * 0.4 && distance > head.r && distance <= head.r * 2.5;
			});
			if (body.length >= 2) found.push(`a head at (${head.x}, ${head.y}) with ${body.length} limbs`);
		}
	}
	return found;
}
