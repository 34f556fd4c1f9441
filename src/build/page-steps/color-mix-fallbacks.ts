const opener = '@supports (color:color-mix(in lab, red, red)){';

/**
 * Drops Tailwind's `color-mix()` copies of a colour with opacity (`text-paper/90`) where the colour is one of the
 * theme's hex colours. Tailwind writes each such rule twice: first the colour worked out (`#f7f5f0e6`), then, for
 * browsers with color-mix(), the same colour mixed with transparent in oklab, which for a hex colour and
 * transparent is that very colour: bytes on every page, for nothing. A block that mixes anything
 * else (a colour from a variable of the page, a gradient space) stays.
 */
export function dropColorMixCopies(html: string): string {
	const style = /<style>([\s\S]*?)<\/style>/.exec(html);
	if (!style?.[1]) return html;
	const css = style[1];
	const hex = new Set([...css.matchAll(/--color-([\w-]+):#[0-9a-f]{3,8}(?=[;}])/gi)].map((match) => match[1]));
	let out = '';
	let from = 0;
	for (let at = css.indexOf(opener); at >= 0; at = css.indexOf(opener, at + 1)) {
		let depth = 1;
		let end = at + opener.length;
		for (; end < css.length && depth > 0; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
		const inner = css.slice(at + opener.length, end - 1);
		const mixes = [...inner.matchAll(/color-mix\(([^()]*(?:\([^()]*\))?[^()]*)\)/g)].map((match) => match[1] ?? '');
		const onlyThemeHex = mixes.every((mix) => {
			const parts = /^in oklab, var\(--color-([\w-]+)\) \d+(?:\.\d+)?%, transparent$/.exec(mix);
			return parts !== null && hex.has(parts[1]);
		});
		if (mixes.length === 0 || !onlyThemeHex || at < from) continue;
		out += css.slice(from, at);
		from = end;
	}
	out += css.slice(from);
	return html.replace(style[0], `<style>${out}</style>`);
}
