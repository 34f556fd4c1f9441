import { siteLocale } from '../browser/gym-locale.ts';
import { entryPath } from '../content/content-layout.ts';
import { productCategories, type ProductCategory } from '../schemas/products.ts';

/** The page-words entry of a shop page, e.g. `shop-programs` for content/pages/shop-programs.yaml. */
export function shopPageId(category: ProductCategory) {
	return `shop-${category}` as const;
}

/** Static paths for /shop/[category], one per category. */
export function shopCategoryPaths(): { params: { category: ProductCategory }; props: { category: ProductCategory } }[] {
	return productCategories.map((category) => ({ params: { category }, props: { category } }));
}

/**
 * Unwraps product entries, failing the build when a file's name and its `id` differ
 * (the id is the stock code editors search for, so both must say the same).
 */
export function toProducts<T extends { id: string }>(entries: readonly { id: string; data: T }[]): T[] {
	return entries.map(({ id, data }) => {
		if (data.id !== id)
			throw new Error(`${entryPath('products', id)}: id is "${data.id}"; rename the file to ${data.id}.yaml or set id: ${id}`);
		return data;
	});
}

/** One category's products, sorted by name so the grid order never depends on file order. */
export function productsIn<T extends { category: ProductCategory; name: string }>(products: readonly T[], category: ProductCategory): T[] {
	return products.filter((p) => p.category === category).sort((a, b) => a.name.localeCompare(b.name, siteLocale));
}

/**
 * A shop category's state, in the one vocabulary the hub's card and the category's page share: the in-stock words when
 * it lists products, else the state its page gives for its empty state.
 */
export function categoryStatus(productCount: number, words: { inStock: string; empty: string }): { available: boolean; label: string } {
	return productCount > 0 ? { available: true, label: words.inStock } : { available: false, label: words.empty };
}

/** /shop's cards in its two rows: the categories on sale lead and the rest follow; with none on sale, every one leads. */
export function leadOnSale<T extends { status: { available: boolean } }>(cards: readonly T[]): { lead: T[]; rest: T[] } {
	const onSale = cards.filter((card) => card.status.available);
	return onSale.length > 0 ? { lead: onSale, rest: cards.filter((card) => !card.status.available) } : { lead: [...cards], rest: [] };
}

/**
 * A category page's header picture: its /shop card's, only while the category has nothing to buy, so the page is more
 * than a note; one that sells leads with its products.
 */
export function emptyCategoryHeader<Image>(
	productCount: number,
	card: { image: Image; imageAlt: string } | undefined,
): { image: Image; alt: string } | undefined {
	return productCount === 0 && card ? { image: card.image, alt: card.imageAlt } : undefined;
}
