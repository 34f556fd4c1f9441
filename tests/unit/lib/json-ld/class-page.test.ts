import { describe, expect, it } from 'vitest';

import { blogPostingJsonLd } from '@/lib/json-ld/blog';
import { classPageJsonLd } from '@/lib/json-ld/class-page';
import { faqPageJsonLd } from '@/lib/json-ld/faq';

import { guideArticle, publisher } from '../../support/articles';

const guide = guideArticle;

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
