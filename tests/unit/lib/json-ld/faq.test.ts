import { describe, expect, it } from 'vitest';

import { faqPageJsonLd } from '@/lib/json-ld/faq';
import { serializeScriptJson } from '@/lib/script-json';

describe('faqPageJsonLd', () => {
	it('turns questions and answers into FAQPage questions', () => {
		const url = 'https://www.gym.example/classes/hydra';
		expect(faqPageJsonLd(url, [{ question: 'How long is a class?', answer: '60 minutes.' }])).toEqual({
			'@context': 'https://schema.org',
			'@type': 'FAQPage',
			url,
			mainEntity: [{ '@type': 'Question', name: 'How long is a class?', acceptedAnswer: { '@type': 'Answer', text: '60 minutes.' } }],
		});
	});

	it('serialises safely inside a script tag', () => {
		const json = serializeScriptJson(faqPageJsonLd('https://x.example', [{ question: 'Is </script> safe?', answer: 'Yes.' }]));
		expect(json).not.toContain('</script>');
		expect(JSON.parse(json)).toMatchObject({ mainEntity: [{ name: 'Is </script> safe?' }] });
	});
});
