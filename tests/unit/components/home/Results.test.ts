import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';

import Results from '@/components/home/Results.astro';
import { storySchema } from '@/lib/schemas/stories';

import { imageStub } from '../../../support/image-stub';

// The proof section on the home page: figures with their sources, then members' stories only when staff have added
// real ones (content/stories), never a placeholder quote.
const words = { heading: 'Proof, not promises', intro: 'From our updates.', storiesHeading: 'Member stories' };
const facts = [
	{ figure: '120', label: 'members', source: { label: 'September update', href: '/blog/monthly-september-2025#members' } },
	{ figure: '£1,225', label: 'raised for charity' },
];

let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});
const render = (stories: { name: string; detail: string; quote: string }[]) =>
	container.renderToString(Results, { props: { ...words, facts, stories } });

describe('the results section', () => {
	it('states each figure with its words and links its source', async () => {
		const html = await render([]);
		expect(html).toContain('120');
		expect(html).toContain('raised for charity');
		expect(html).toMatch(/<a href="\/blog\/monthly-september-2025#members"[^>]*>\s*September update\s*<\/a>/);
	});

	it('shows no stories, and no heading for them, until there is one', async () => {
		const html = await render([]);
		expect(html).not.toContain(words.storiesHeading);
		expect(html).not.toContain('<blockquote');
	});

	it("shows each member's own words with their name once stories are added", async () => {
		const story = storySchema(imageStub).parse({
			name: 'Sam T.',
			detail: 'Member since 2021',
			quote: 'My deadlift went from 100 to 180 kg.',
		});
		const html = await render([story]);
		expect(html).toContain(words.storiesHeading);
		expect(html).toMatch(/<blockquote[^>]*>\s*<p>My deadlift went from 100 to 180 kg\.<\/p>/);
		expect(html).toContain('Sam T.');
	});

	it('takes a story only with the fields it needs, a misspelt key failing', () => {
		const schema = storySchema(imageStub);
		expect(schema.safeParse({ name: 'Sam T.', detail: 'Member', quote: '' }).success).toBe(false);
		expect(schema.safeParse({ name: 'Sam T.', detail: 'Member', quote: 'Yes.', qoute: 'typo' }).success).toBe(false);
		expect(schema.parse({ name: 'Sam T.', detail: 'Member', quote: 'Yes.' }).order).toBe(100);
	});
});
