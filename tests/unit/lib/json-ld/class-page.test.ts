import { describe, expect, it } from 'vitest';

import { type ArticleFacts, blogPostingJsonLd } from '@/lib/json-ld/blog';
import { classPageJsonLd } from '@/lib/json-ld/class-page';
import { faqPageJsonLd } from '@/lib/json-ld/faq';

const publisher = {
	name: 'Fixture Strength Gym',
	url: 'https://www.gym.example',
	logoUrl: 'https://www.gym.example/_astro/logo.jpg',
};
const guide = (slug: string, flags: Partial<ArticleFacts> = {}): ArticleFacts => ({
	url: `https://www.gym.example/classes/${slug}`,
	headline: slug,
	description: `About ${slug}.`,
	imageUrl: `https://www.gym.example/_astro/${slug}.jpg`,
	published: new Date('2025-08-22'),
	modified: new Date('2025-08-22'),
	authors: [],
	...flags,
});

describe('classPageJsonLd', () => {
	const faq = [{ question: 'How long is a class?', answer: '60 minutes.' }];

	it.each([
		['a listed guide with questions', guide('row-club'), faq, ['BlogPosting', 'FAQPage']],
		['a listed guide without questions', guide('row-club'), [], ['BlogPosting']],
		['a hidden or unfinished guide', guide('row-club', { hidden: true }), faq, []],
	])('%s', (_, article, questions, types) => {
		expect(classPageJsonLd(article, publisher, questions).map((block) => block['@type'])).toEqual(types);
	});

	it("gives the guide's page as the questions' page", () => {
		expect(classPageJsonLd(guide('row-club'), publisher, faq)).toEqual([
			blogPostingJsonLd(guide('row-club'), publisher),
			faqPageJsonLd('https://www.gym.example/classes/row-club', faq),
		]);
	});
});
