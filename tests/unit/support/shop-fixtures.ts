import { fill, fillPages } from './loader-fixtures';

const categories = ['fitness-gear', 'programs', 'supplements'] as const;
const empty = (category: string) => ({ status: `No ${category} yet`, heading: 'Soon', body: 'Ask at the desk.' });

/** One product, `zz-band`, among the programs; the shop's cards, each category's empty state and the shop's band. */
export function fillShop(): void {
	fill('products', [
		[
			'zz-band',
			{
				id: 'zz-band',
				name: 'Zz Band',
				description: 'A band.',
				price: 12,
				currency: 'GBP',
				image: '/fixtures/zz-band.jpg',
				imageAlt: 'A band',
				squareCheckoutUrl: 'https://pay.example/zz-band',
				category: 'programs',
			},
		],
	]);
	fillPages({
		shop: {
			shop: {
				categories: categories.map((category) => ({
					category,
					heading: `Zz ${category}`,
					body: 'Things.',
					image: `/fixtures/${category}.jpg`,
					imageAlt: `Some ${category}`,
				})),
				cardLinks: { available: 'Fixture buy', empty: 'Fixture ask' },
			},
			cta: { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture pass' },
		},
		...Object.fromEntries(categories.map((category) => [`shop-${category}`, { shop: { empty: empty(category) } }])),
	});
}
