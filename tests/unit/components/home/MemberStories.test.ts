import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';

import MemberStories from '@/components/home/MemberStories.astro';
import { storySchema } from '@/lib/schemas/stories';

import { imageStub } from '../../../support/image-stub';

// Members' stories on the home page, only when staff have added real ones (content/stories), never a placeholder quote.
const heading = 'Fixture stories';

let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});
const render = (stories: { name: string; detail: string; quote: string }[]) =>
	container.renderToString(MemberStories, { props: { heading, stories } });

describe('the member stories', () => {
	it('draws nothing, no heading either, until there is a story', async () => {
		expect((await render([])).trim()).toBe('');
	});

	it("shows each member's own words with their name once stories are added", async () => {
		const story = storySchema(imageStub).parse({
			name: 'Sam T.',
			detail: 'Member since 2021',
			quote: 'My deadlift went from 100 to 180 kg.',
		});
		const html = await render([story]);
		expect(html).toContain(heading);
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
