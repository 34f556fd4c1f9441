import { describe, expect, it } from 'vitest';

import { breadcrumbsJsonLd } from '@/lib/json-ld/breadcrumbs';
import { serializeScriptJson } from '@/lib/script-json';

import { checkJsonLd } from '../../../support/json-ld-checks';

describe('breadcrumbsJsonLd', () => {
	it.each([
		['https://www.gym.example', 'https://www.gym.example/gallery/open-day'],
		['https://www.gym.example/', 'https://www.gym.example/gallery/open-day'],
	])('numbers the trail from 1 with absolute addresses on %s', (site, albumUrl) => {
		const data = breadcrumbsJsonLd(
			[
				{ name: 'Gallery', path: '/gallery' },
				{ name: 'Open Day', path: '/gallery/open-day' },
			],
			site,
		);
		expect(data).toEqual({
			'@context': 'https://schema.org',
			'@type': 'BreadcrumbList',
			itemListElement: [
				{ '@type': 'ListItem', position: 1, name: 'Gallery', item: 'https://www.gym.example/gallery' },
				{ '@type': 'ListItem', position: 2, name: 'Open Day', item: albumUrl },
			],
		});
		expect(checkJsonLd(serializeScriptJson(data))).toEqual([]);
	});
});
