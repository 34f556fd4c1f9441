import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../support/json-ld-checks';
import { gymJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/json-ld';

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

describe('checkJsonLd', () => {
	it.each([
		['a complete FAQPage', faq],
		['a complete BlogPosting', post],
		[
			'a BlogPosting with url instead of mainEntityOfPage',
			{ ...post, mainEntityOfPage: undefined, url: 'https://gym.example/blog/september' },
		],
		['a @graph of nodes', { '@context': context, '@graph': [{ ...faq, '@context': undefined }] }],
		['an array of blocks', [faq, post]],
		['a date with time and zone', { ...post, datePublished: '2025-09-30T08:00:00+01:00' }],
		['a page reference by @id', { ...post, mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://gym.example/blog/september' } }],
	])('accepts %s', (_case, data) => {
		expect(checkJsonLd(JSON.stringify(data))).toEqual([]);
	});

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

	it("passes the site's own gym and organisation builders", () => {
		const gym = gymJsonLd({
			name: 'Gym',
			url: 'https://gym.example',
			email: 'hello@gym.example',
			description: 'A gym.',
			address: { street: '1 Road', town: 'Chelmsford', county: 'Essex', postcode: 'CM1 1AA', country: 'GB' },
			geo: { latitude: 51.7, longitude: 0.47 },
			openingHours: Object.fromEntries(
				['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
					day,
					{ open: '06:00', close: '21:00' },
				]),
			) as Parameters<typeof gymJsonLd>[0]['openingHours'],
			socials: { instagram: 'https://instagram.com/gym', facebook: 'https://facebook.com/gym' },
			specialHours: [{ from: '2026-12-25', to: '2026-12-26', hours: null, note: 'Christmas' }],
			logoUrl: 'https://gym.example/logo.png',
			imageUrl: 'https://gym.example/gym.jpg',
			today: '2026-12-01',
		});
		expect(checkJsonLd(serializeJsonLd(gym))).toEqual([]);
		const organization = organizationJsonLd({ name: 'Gym', url: 'https://gym.example', logoUrl: 'https://gym.example/logo.png' });
		expect(checkJsonLd(JSON.stringify({ '@context': context, ...(organization as object) }))).toEqual([]);
	});
});
