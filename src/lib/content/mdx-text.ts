/**
 * Posts and class guides are MDX, where `<` opens a component and `{` an expression; to staff both are just text.
 * Plain data and one self-contained function, so /admin can run the same code in the browser (src/cms/hooks.ts).
 *
 * Markdown (`.md`) bodies would not spare the escaping: the build's Markdown publishes `<b>` and `<img onerror=…>` as
 * HTML, `&amp;` as `&` and a `#` after a line break as a heading. And Sveltia gives a collection one file extension,
 * so the guides that use components would drop out of /admin. Paragraphs are one line in the files, as Sveltia shows
 * a line break inside a paragraph as a line break.
 */

/** The components posts and class guides may use without importing them (src/components/mdx/index.ts). */
export const mdxComponentNames = ['Carousel', 'FollowUs', 'OpeningHours'] as const;

/**
 * Markdown as the CMS writes it, made MDX that shows every character as typed: `<`, `{` and `}` in prose are
 * escaped, except the site's own components; autolinks (`<https://…>`, `<name@host>`) become `[…](…)` links, and
 * `&name;` stays as typed rather than becoming a character. A line break inside a paragraph stays a line break, and
 * the line after it shows a leading `#`, `-`, `1.` or `>` as text. Code spans and fenced code are left alone.
 * Running it twice changes nothing. Self-contained (no outside names) because /admin runs its source.
 */
export function escapeMdxText(markdown: string, components: readonly string[]): string {
	const component = new RegExp(`^</?(?:${components.join('|') || '(?!)'})(?=[\\s/>])[^<>{}]*>`);
	const blockStart = /^\s{0,3}([-+*](\s|$)|\d{1,9}[.)](\s|$)|#{1,6}(\s|$)|>|<|`{3}|~{3}|\|)/;
	/** The inline text of a line: signs MDX reads as code escaped, code spans kept. */
	const inline = (line: string) => {
		let out = '';
		for (let i = 0; i < line.length; i += 1) {
			const char = line.charAt(i);
			const rest = line.slice(i);
			if (char === '\\') {
				out += line.slice(i, i + 2);
				i += 1;
			} else if (char === '`') {
				const ticks = /^`+/.exec(rest)?.[0] ?? '`';
				const end = line.indexOf(ticks, i + ticks.length);
				const span = end === -1 ? ticks : line.slice(i, end + ticks.length);
				out += span;
				i += span.length - 1;
			} else if (char === '<') {
				const tag = component.exec(rest)?.[0];
				const link = /^<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)>/i.exec(rest);
				if (tag) {
					out += tag;
					i += tag.length - 1;
				} else if (link?.[1]) {
					const target = link[1];
					const label = target.replace(/[\\[\]*_`<>{}&]/g, '\\$&');
					out += `[${label}](${target.includes(':') ? '' : 'mailto:'}${target.replace(/[()\s]/g, encodeURIComponent)})`;
					i += link[0].length - 1;
				} else out += '\\<';
			} else if (char === '{' || char === '}') out += `\\${char}`;
			else if (char === '&' && /^&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(rest)) out += '\\&';
			else out += char;
		}
		return out;
	};
	const out: string[] = [];
	let fence = '';
	let inParagraph = false;
	for (const line of markdown.split('\n')) {
		const opens = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
		if (fence) {
			if (opens && opens[0] === fence[0] && opens.length >= fence.length && line.trim() === opens) fence = '';
			out.push(line);
			continue;
		}
		// Sveltia writes blocks apart with a blank line, so a line straight after paragraph text is that paragraph's,
		// after a line break (Shift+Enter, or pasted lines): the break is made a hard one, and a leading mark is text.
		if (inParagraph && line.trim() !== '') {
			const previous = out.length - 1;
			if (!/(^|[^\\])(\\\\)*\\$/.test(out[previous] ?? '')) out[previous] = `${out[previous] ?? ''}\\`;
			const mark = /^(\s*)(\d{1,9}(?=[.)])|[-+*#>=`~|])/.exec(line);
			const [lead = '', space = '', sign = ''] = mark ?? [];
			out.push(mark ? `${space}${/\d/.test(sign) ? `${sign}\\` : `\\${sign}`}${inline(line.slice(lead.length))}` : inline(line));
			continue;
		}
		inParagraph = line.trim() !== '' && !blockStart.test(line);
		if (opens) fence = opens;
		out.push(opens ? line : inline(line));
	}
	return out.join('\n');
}
