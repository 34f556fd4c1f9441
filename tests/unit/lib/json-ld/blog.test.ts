import { describe, expect, it } from 'vitest';

import { type ArticleFacts, blogJsonLd, blogPostingJsonLd } from '@/lib/json-ld/blog';

import { guideArticle, publisher } from '../../support/articles';

const organization = {
	'@type': 'Organization',
	name: publisher.name,
	url: publisher.url,
	logo: { '@type': 'ImageObject', url: publisher.logoUrl },
};

const september: ArticleFacts = {
	url: 'https://www.gym.example/blog/monthly-fixture-post',
	headline: 'Monthly Update: March 2031',
	description: 'News from the gym.',
	imageUrl: 'https://www.gym.example/_astro/cover.jpg',
	published: new Date('2025-09-30'),
	authors: ['Alex Moreno', 'Beth Carver', 'Kofi Mensah'],
};
const guide = guideArticle;

describe('blogPostingJsonLd', () => {
	it('describes a post with its authors, dates, publisher and page', () => {
		expect(blogPostingJsonLd(september, publisher)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'BlogPosting',
			headline: 'Monthly Update: March 2031',
			description: 'News from the gym.',
			image: september.imageUrl,
			url: september.url,
			datePublished: '2025-09-30',
			dateModified: '2025-09-30',
			author: [
				{ '@type': 'Person', name: 'Alex Moreno' },
				{ '@type': 'Person', name: 'Beth Carver' },
				{ '@type': 'Person', name: 'Kofi Mensah' },
			],
			publisher: organization,
			mainEntityOfPage: { '@type': 'WebPage', '@id': september.url },
		});
	});

	it.each([
		['a class guide', guide('hydra'), '2025-08-22', '2025-08-22'],
		['the Hydra masterclass', { ...september, published: new Date('2025-10-19') }, '2025-10-19', '2025-10-19'],
		['a post changed later', { ...september, modified: new Date('2025-10-02') }, '2025-09-30', '2025-10-02'],
	])('dates %s', (_, article, published, modified) => {
		expect(blogPostingJsonLd(article, publisher)).toMatchObject({ datePublished: published, dateModified: modified });
	});

	it('credits the gym when there are no named authors', () => {
		expect(blogPostingJsonLd(guide('hydra'), publisher).author).toEqual(organization);
	});
});

describe('blogJsonLd', () => {
	const blog = { url: 'https://www.gym.example/blog', name: 'Tips & Guides', description: 'Tips and guides.' };

	it('lists posts and guides but leaves hidden entries out', () => {
		const data = blogJsonLd(
			blog,
			[september, guide('hydra'), guide('fixture-hidden-guide', { hidden: true }), guide('fixture-unfinished-guide', { hidden: true })],
			publisher,
		);
		expect(data).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Blog',
			name: blog.name,
			url: blog.url,
			publisher: organization,
		});
		const posts = data.blogPost as unknown as { url: string; '@context'?: string; author: unknown; publisher: unknown }[];
		expect(posts.map((post) => post.url)).toEqual([september.url, guide('hydra').url]);
		expect(posts.every((post) => post['@context'] === undefined)).toBe(true);
	});

	it('gives the gym in full once and names it by id in each entry', () => {
		const data = blogJsonLd(blog, [september, guide('hydra')], publisher);
		const id = 'https://www.gym.example/#organization';
		expect(data.publisher).toEqual({ '@id': id, ...organization });
		const posts = data.blogPost as unknown as { author: unknown; publisher: unknown }[];
		expect(posts.map((post) => post.publisher)).toEqual([{ '@id': id }, { '@id': id }]);
		// Each entry's page is its url; only a post's own page names itself as the page's main entity.
		expect(posts.every((post) => !('mainEntityOfPage' in (post as object)))).toBe(true);
		expect(blogPostingJsonLd(september, publisher).mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': september.url });
		// Named authors stay people; a guide without them is credited to the gym, by its id.
		expect(posts.map((post) => post.author)).toEqual([september.authors.map((name) => ({ '@type': 'Person', name })), { '@id': id }]);
	});
});
