import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { type HtmlElement, HtmlValidate, Parser, StaticConfigLoader } from 'html-validate';

import type { Words } from '@/lib/schemas/words';

import { words } from '../../support/content';
import { wordsLocals } from './words-locals';

/**
 * The shared words with the fields a component test reads replaced by the test's own: the rest keeps the shape the
 * schema gives, so no test depends on what staff wrote.
 */
export const fixtureWords = (own: Partial<Words>): Words => ({ ...words, ...own });

let tools: Promise<{ container: AstroContainer; parser: Parser }> | undefined;
const renderTools = () =>
	(tools ??= (async () => ({
		// React too, for the icons and islands a component draws.
		container: await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) }),
		// html-validate (already a dev dependency) parses the output into a tree with querySelector.
		parser: new Parser(await new HtmlValidate(new StaticConfigLoader({ extends: [] })).getConfigFor('component.html')),
	}))());

/**
 * Renders a component with Astro's container as a build would, with `own` words on Astro.locals (which a container
 * fills without the middleware), and parses it. The dev-only source attributes Astro adds under Vitest are left out.
 */
export async function renderComponent(
	component: Parameters<AstroContainer['renderToString']>[0],
	props: Record<string, unknown>,
	own: Partial<Words> = {},
): Promise<{ html: string; doc: HtmlElement }> {
	const { container, parser } = await renderTools();
	const html = (await container.renderToString(component, { props, locals: wordsLocals(fixtureWords(own)) })).replace(
		/\s?data-astro-source-(?:file|loc)="[^"]*"/g,
		'',
	);
	return { html, doc: parser.parseHtml(html) };
}

/** The attribute's value, or undefined when the element or the attribute is missing. */
export const attr = (element: HtmlElement | null, name: string): string | undefined => {
	const value = element?.getAttribute(name)?.value;
	return typeof value === 'string' ? value : undefined;
};

/** Each matching element's text, its white space collapsed. */
export const texts = (doc: HtmlElement, selector: string): string[] =>
	doc.querySelectorAll(selector).map((el) => el.textContent.replace(/\s+/g, ' ').trim());
