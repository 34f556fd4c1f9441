import { describe, expect, it } from 'vitest';
import { breadcrumbsJsonLd } from '@/lib/json-ld-breadcrumbs';
import { checkJsonLd } from '../support/json-ld-checks';
import { serializeJsonLd } from '@/lib/json-ld';

describe('breadcrumbsJsonLd', () => {
	it.each([
		['https://www.pwrthr.example', 'https://www.pwrthr.example/gallery/facilities'],
		['https://www.pwrthr.example/', 'https://www.pwrthr.example/gallery/facilities'],
	])('numbers the trail from 1 with absolute addresses on %s', (site, albumUrl) => {
		const data = breadcrumbsJsonLd(
			[
				{ name: 'Gallery', path: '/gallery' },
				{ name: 'Our Facilities', path: '/gallery/facilities' },
			],
			site,
		);
		expect(data).toEqual({
			'@context': 'https://schema.org',
			'@type': 'BreadcrumbList',
			itemListElement: [
				{ '@type': 'ListItem', position: 1, name: 'Gallery', item: 'https://www.pwrthr.example/gallery' },
				{ '@type': 'ListItem', position: 2, name: 'Our Facilities', item: albumUrl },
			],
		});
		expect(checkJsonLd(serializeJsonLd(data))).toEqual([]);
	});
});
