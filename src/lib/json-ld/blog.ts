import type { Blog, BlogPosting, Organization, Person, WithContext } from 'schema-dts';

import { isoDay } from '../dates.ts';
import { type GymFacts, organizationJsonLd } from './gym.ts';

/** The gym as publisher: name, site address and logo URL. */
export type Publisher = Pick<GymFacts, 'name' | 'url' | 'logoUrl'>;

/** What structured data needs from a post or class guide; URLs are absolute. */
export interface ArticleFacts {
	url: string;
	headline: string;
	description: string;
	imageUrl: string;
	published: Date;
	/** The publication date when absent. */
	modified?: Date | undefined;
	/** Author names; the gym is the author when empty. */
	authors: readonly string[];
	/** Hidden and unfinished entries stay out of the blog's structured data. */
	hidden?: boolean;
}

/** The gym as an organisation node, or a reference to one given in full elsewhere in the same block. */
type OrganizationNode = Organization | { '@id': string };

/** The id a block gives the gym's organisation node, so the entries of a list name it once. */
const organizationId = (publisher: Publisher) => `${publisher.url.replace(/\/$/, '')}/#organization`;

/** A post or guide as structured data; its own page also names itself as the page's main entity (`pageId`). */
function posting(article: ArticleFacts, organization: OrganizationNode, pageId: boolean): BlogPosting {
	const authors: Person[] = article.authors.map((name) => ({ '@type': 'Person', name }));
	return {
		'@type': 'BlogPosting',
		headline: article.headline,
		description: article.description,
		image: article.imageUrl,
		url: article.url,
		datePublished: isoDay(article.published),
		dateModified: isoDay(article.modified ?? article.published),
		author: authors.length > 0 ? authors : organization,
		publisher: organization,
		...(pageId ? { mainEntityOfPage: { '@type': 'WebPage', '@id': article.url } } : {}),
	};
}

/** BlogPosting for one post or class guide page. */
export function blogPostingJsonLd(article: ArticleFacts, publisher: Publisher): WithContext<BlogPosting> {
	return { '@context': 'https://schema.org', ...posting(article, organizationJsonLd(publisher), true) };
}

/** Blog for /blog, listing every entry that is not hidden. */
export function blogJsonLd(
	blog: { url: string; name: string; description: string },
	articles: readonly ArticleFacts[],
	publisher: Publisher,
): WithContext<Blog> {
	return {
		'@context': 'https://schema.org',
		'@type': 'Blog',
		name: blog.name,
		description: blog.description,
		url: blog.url,
		// The gym in full once, each entry naming it by its id, and each entry's page by its url (its own page says it
		// is that page's main entity): what the list repeats is kept out, so /blog stays inside the first round trip.
		publisher: { '@id': organizationId(publisher), ...(organizationJsonLd(publisher) as Exclude<Organization, string>) },
		blogPost: articles.filter((article) => !article.hidden).map((article) => posting(article, { '@id': organizationId(publisher) }, false)),
	};
}
