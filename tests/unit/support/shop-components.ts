import { readFileSync } from 'node:fs';

import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { type HtmlElement, HtmlValidate, Parser, StaticConfigLoader } from 'html-validate';
import { parse } from 'yaml';

import { pageSchemas } from '@/lib/schemas/pages';
import { productSchema } from '@/lib/schemas/products';
import { toProductCard } from '@/lib/shop/product-card';

import hoodiePhoto from '../../fixtures/shop/training-hoodie.jpg';
import { words } from '../../support/content';
import { imageStub } from '../../support/image-stub';
import { wordsLocals } from './words-locals';

// The fixture product lives in tests/fixtures, so it is checked like real content but never ships.
export const fixture = productSchema(imageStub).parse(
	parse(readFileSync(new URL('../../fixtures/shop/training-hoodie.yaml', import.meta.url), 'utf8')),
);
export const hoodie = toProductCard({ ...fixture, image: hoodiePhoto });
export const email = 'hello@gym.example';

/** The empty state a shop category page shows, as content/pages/ gives it. */
export const emptyStateOf = (page: 'shop-fitness-gear' | 'shop-programs' | 'shop-supplements') =>
	pageSchemas(imageStub)[page].parse(parse(readFileSync(new URL(`../../../content/pages/${page}.yaml`, import.meta.url), 'utf8'))).shop
		.empty;

let tools: Promise<{ container: AstroContainer; parser: Parser }> | undefined;
const renderTools = () =>
	(tools ??= (async () => ({
		container: await AstroContainer.create(),
		// html-validate (already a dev dependency) parses the output into a tree with querySelector.
		parser: new Parser(await new HtmlValidate(new StaticConfigLoader({ extends: [] })).getConfigFor('card.html')),
	}))());

// The words src/middleware.ts puts on Astro.locals in a build, which a container renders without.
const locals = wordsLocals(words);

/** Renders a component, without the dev-only source attributes Astro adds under Vitest, and parses it. */
export const render = async (component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>) => {
	const { container, parser } = await renderTools();
	const html = (await container.renderToString(component, { props, locals })).replace(/\s?data-astro-source-(?:file|loc)="[^"]*"/g, '');
	return { html, doc: parser.parseHtml(html) };
};

export const attr = (element: HtmlElement | null, name: string): string | undefined => {
	const value = element?.getAttribute(name)?.value;
	return typeof value === 'string' ? value : undefined;
};
export const texts = (doc: HtmlElement, selector: string): string[] =>
	doc.querySelectorAll(selector).map((el) => el.textContent.replace(/\s+/g, ' ').trim());
