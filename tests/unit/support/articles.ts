import type { ArticleFacts } from '@/lib/json-ld/blog';

/** The publisher the structured-data tests name. */
export const publisher = {
	name: 'Fixture Strength Gym',
	url: 'https://www.gym.example',
	logoUrl: 'https://www.gym.example/_astro/logo.jpg',
};

/** A class guide's article facts, by its slug, with any facts the test sets. */
export const guideArticle = (slug: string, flags: Partial<ArticleFacts> = {}): ArticleFacts => ({
	url: `https://www.gym.example/classes/${slug}`,
	headline: slug,
	description: `About ${slug}.`,
	imageUrl: `https://www.gym.example/_astro/${slug}.jpg`,
	published: new Date('2025-08-22'),
	modified: new Date('2025-08-22'),
	authors: [],
	...flags,
});
