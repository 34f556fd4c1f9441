import { loadPageWords } from '@/data/collections/page-words';
import { loadProducts } from '@/data/collections/products';
import { shopPath } from '@/lib/content/entry-paths';
import { productJsonLd } from '@/lib/json-ld/product';
import { absoluteUrl } from '@/lib/navigation/links';
import type { ProductCategory } from '@/lib/schemas/products';
import { toProductCard } from '@/lib/shop/product-card';
import { categoryStatus, emptyCategoryHeader, productsIn, shopCategoryPaths, shopPageId } from '@/lib/shop/shop';
import { dayPassBand } from '@/lib/sign-up/closing-band';
import { absoluteImageUrl } from '@/pictures/picture-files';

/** The shop categories' paths, /shop/<category>, one per category. */
export function categoryPaths() {
	return shopCategoryPaths();
}

/**
 * What a shop category's page draws beyond its own words: its products as cards, the category's state, what the empty
 * state says and where it sends an enquiry, each product's structured data and the shop's closing band. A category with nothing to buy yet
 * shows its /shop card's picture in its header, so the page is more than a note; one that sells leads with its
 * products.
 */
export async function loadShopCategoryPage({ settings, words: siteWords }: App.Locals, category: ProductCategory) {
	const { shop: words } = siteWords;
	const page = await loadPageWords(shopPageId(category));
	const { empty } = page.shop;
	const products = productsIn(await loadProducts(), category);
	const hub = await loadPageWords('shop');
	const card = hub.shop.categories.find((each) => each.category === category);
	const header = emptyCategoryHeader(products.length, card);
	const pageUrl = absoluteUrl(shopPath(category), settings.url);
	const jsonLd = await Promise.all(
		products.map(async (product) =>
			productJsonLd({ ...product, image: await absoluteImageUrl(product.image, settings.url) }, { pageUrl, brand: settings.name }),
		),
	);
	return {
		page,
		header,
		status: categoryStatus(products.length, { inStock: words.inStock, empty: empty.status }),
		cards: products.map(toProductCard),
		empty,
		email: settings.email,
		jsonLd,
		// The shop's closing band, the same on /shop and each category.
		band: dayPassBand(hub.cta, settings.signUp),
	};
}
