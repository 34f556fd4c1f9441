import { transform } from 'lightningcss';
import type { BuiltPage } from './page-step.ts';

const styleElement = /<style>([\s\S]*?)<\/style>/;

/** Stops the build when `css` is not a stylesheet a browser reads whole (lightningcss, the parser Tailwind uses). */
function assertParses(css: string, where: string): void {
	try {
		transform({ filename: where, code: Buffer.from(css), errorRecovery: false });
	} catch (error) {
		const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
		throw new Error(`${where} left CSS a browser cannot read: ${message}${loc ? ` (line ${loc.line}, column ${loc.column})` : ''}`);
	}
}

/**
 * A page step that rewrites the page's inline stylesheet, which the CSS step put there. Every built page has one, so
 * a page without it means Astro or the CSS step changed what it writes: the build stops, naming the page and the step,
 * rather than shipping a page the step skipped. It stops too when the step leaves CSS that does not parse.
 */
export function rewritePageStyle(step: string, rewrite: (css: string, markup: string) => string) {
	return (html: string, page: Pick<BuiltPage, 'pathname'>): string => {
		const style = styleElement.exec(html);
		if (!style) throw new Error(`${page.pathname}: ${step} found no inline <style> to rewrite`);
		const css = rewrite(style[1] ?? '', html.replace(style[0], ''));
		assertParses(css, `${page.pathname}: ${step}`);
		return html.replace(style[0], () => `<style>${css}</style>`);
	};
}
