import { loadPageWords } from '@/data/collections/page-words';
import { loadProducts } from '@/data/collections/products';
import { shopPath } from '@/lib/content/entry-paths';
import { toProductCard } from '@/lib/shop/product-card';
import { categoryStatus, leadOnSale, productsIn, shopPageId } from '@/lib/shop/shop';
import { dayPassBand } from '@/lib/sign-up/closing-band';

/** A card names at most this many products; its link leads to the rest. */
const offersShown = 3;

/**
 * What /shop draws beyond its own words: a card for each category with its page's address, its link's words and its
 * state, stated as the category's own page states it, and what it sells now (`offers`: the first few products in
 * stock by name, each with its price and place on the category's page), so the hub names what a visitor can buy. The
 * categories on sale lead (`lead`); those with nothing to buy online yet follow as a compact row (`rest`). With none on
 * sale, every category leads.
 */
export async function loadShopPage(locals: App.Locals) {
	const page = await loadPageWords('shop');
	const products = await loadProducts();
	const { shop: words } = locals.words;
	const { categories, cardLinks } = page.shop;
	const cards = await Promise.all(
		categories.map(async ({ category, ...card }) => {
			const listed = productsIn(products, category);
			const count = listed.length;
			const { empty } = (await loadPageWords(shopPageId(category))).shop;
			return {
				...card,
				href: shopPath(category),
				linkLabel: count > 0 ? cardLinks.available : cardLinks.empty,
				status: categoryStatus(count, { inStock: words.inStock, empty: empty.status }),
				offers: listed
					.map(toProductCard)
					.filter((product) => product.availability === 'InStock')
					.slice(0, offersShown)
					.map(({ id, name, price }) => ({ name, price, href: `${shopPath(category)}#${id}` })),
			};
		}),
	);
	return { page, ...leadOnSale(cards), band: dayPassBand(page.cta, locals.settings.signUp) };
}
