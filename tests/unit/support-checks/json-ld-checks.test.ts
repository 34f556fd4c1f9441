import { describe, expect, it } from 'vitest';

import { checkJsonLd } from '../../support/json-ld-checks';

const context = 'https://schema.org';
const faq = {
	'@context': context,
	'@type': 'FAQPage',
	mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'One hour.' } }],
};
const post = {
	'@context': context,
	'@type': 'BlogPosting',
	headline: 'September 2025',
	description: 'News from the gym.',
	datePublished: '2025-09-30',
	author: { '@type': 'Organization', name: 'Gym', url: 'https://gym.example' },
	publisher: {
		'@type': 'Organization',
		name: 'Gym',
		url: 'https://gym.example',
		logo: { '@type': 'ImageObject', url: 'https://gym.example/logo.png' },
	},
	image: 'https://gym.example/cover.jpg',
	mainEntityOfPage: 'https://gym.example/blog/september',
};

// What guards the structured-data gate against passing by mistake: each row is a defect it must report. That it
// accepts the site's own blocks is the gate itself, run over every built page.
describe('checkJsonLd', () => {
	it.each([
		['text that is not JSON', '{"@context": ', /does not parse as JSON/],
		['a missing @context', JSON.stringify({ ...faq, '@context': undefined }), /@context is undefined/],
		['the http context', JSON.stringify({ ...faq, '@context': 'http://schema.org' }), /use "https:\/\/schema.org"/],
		['an unknown type', JSON.stringify({ '@context': context, '@type': 'Gymnasium', name: 'x' }), /"Gymnasium" has no rule/],
		[
			'a Question without an answer',
			JSON.stringify({ ...faq, mainEntity: [{ '@type': 'Question', name: 'Why?' }] }),
			/Question at mainEntity\[0\]: Question needs acceptedAnswer/,
		],
		['an empty headline', JSON.stringify({ ...post, headline: ' ' }), /BlogPosting needs headline/],
		['no page id at all', JSON.stringify({ ...post, mainEntityOfPage: undefined }), /needs mainEntityOfPage or url/],
		[
			'a reference with a relative @id',
			JSON.stringify({ ...post, mainEntityOfPage: { '@type': 'WebPage', '@id': '/blog/september' } }),
			/@id "\/blog\/september" is not an absolute https URL/,
		],
		[
			'a WebPage node without its name',
			JSON.stringify({ '@context': context, '@type': 'WebPage', url: 'https://gym.example/' }),
			/WebPage needs name/,
		],
		[
			'a relative image URL',
			JSON.stringify({ ...post, image: '/_astro/cover.jpg' }),
			/image "\/_astro\/cover.jpg" is not an absolute https URL/,
		],
		[
			'a date in words',
			JSON.stringify({ ...post, datePublished: '30 September 2025' }),
			/datePublished "30 September 2025" is not an ISO 8601 date/,
		],
		[
			'an Offer without currency',
			JSON.stringify({ '@context': context, '@type': 'Offer', price: '25.00', availability: 'https://schema.org/InStock' }),
			/Offer needs priceCurrency/,
		],
	])('reports %s', (_case, text, problem) => {
		expect(checkJsonLd(text)).toContainEqual(expect.stringMatching(problem));
	});
});
