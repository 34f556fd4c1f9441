import { rewritePageStyle } from './page-style.ts';

/**
 * Drops the CSS custom properties a page never reads from its inline `<style>`. Tailwind writes its whole theme
 * (`--color-amber-100`, `--text-8xl`…) and the defaults of every `--tw-*` property it registers into each page's CSS,
 * used there or not: a share of a first response that must fit one round trip. A property stays when any rule reads it
 * (`var(--name`), when the page's markup or scripts name it (a style attribute, a script that sets or reads it), or
 * when a kept property reads it; so the drop repeats until nothing more goes. A value it cannot read whole (brackets
 * inside brackets) is kept.
 */
export const dropUnusedCustomProperties = rewritePageStyle('dropping unread custom properties', (sheet, markup) => {
	let css = sheet;
	for (;;) {
		const read = (name: string) => new RegExp(`var\\(${name}[,)]`).test(css) || markup.includes(name);
		const before = css;
		css = css
			.replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read(name) ? rule : ''))
			.replace(/(?<=[{;])(--[\w-]+):(?:[^;{}()]|\([^()]*\))*(;|(?=\}))/g, (decl, name: string) => (read(name) ? decl : ''))
			// A block left empty by the drop goes too, with any layer or at-rule left empty around it.
			.replace(/;}/g, '}');
		for (let emptied = css; ; emptied = css) {
			css = css.replace(/(^|[{}])[^{}@]*\{\}/g, '$1').replace(/@[^{}]*\{\}/g, '');
			if (css === emptied) break;
		}
		if (css === before) break;
	}
	return css;
});
