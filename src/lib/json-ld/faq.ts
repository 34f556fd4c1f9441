import type { FAQPage, WithContext } from 'schema-dts';

/** FAQPage from a page's visible questions and answers. */
export function faqPageJsonLd(url: string, faq: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		url,
		mainEntity: faq.map(({ question, answer }) => ({
			'@type': 'Question',
			name: question,
			acceptedAnswer: { '@type': 'Answer', text: answer },
		})),
	};
}
