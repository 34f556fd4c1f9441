import type { BreadcrumbList, WithContext } from 'schema-dts';

import { absoluteUrl } from '../navigation/links.ts';

/** One step of a breadcrumb trail: its label and its path on the site. */
export interface Crumb {
	name: string;
	path: string;
}

/** BreadcrumbList for a page's trail, first step first; paths become absolute addresses on `siteUrl`. */
export function breadcrumbsJsonLd(trail: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: trail.map((crumb, i) => ({
			'@type': 'ListItem',
			position: i + 1,
			name: crumb.name,
			item: absoluteUrl(crumb.path, siteUrl),
		})),
	};
}
