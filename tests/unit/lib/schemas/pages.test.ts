import { describe, expect, it } from 'vitest';
import { pageSchema, pageSchemas } from '@/lib/schemas/pages';
import { imageStub } from '../../../support/image-stub';

const schemas = pageSchemas(imageStub);
const schema = pageSchema(imageStub);

// A made-up info page (the privacy page's shape), not the content's words.
const info = {
	title: 'Your data',
	description: 'What we keep and why.',
	heading: 'Your data',
	sections: [{ id: 'what-we-keep', heading: 'What we keep', body: ['Your e-mail, when you write.'] }],
	cta: { heading: 'Questions?', body: 'Write to us.', label: 'E-mail us' },
};

/** The first problem a schema reports, as "field: message". */
const problem = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
	const [issue] = result.error?.issues ?? [];
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('pageSchemas', () => {
	it('accepts a page with its blocks, each section laid out split unless it says', () => {
		expect(schemas.privacy.parse(info).sections[0]).toMatchObject({ layout: 'split', links: [] });
	});

	it.each([
		['a block the page never shows', { ...info, hero: 'x' }, /Unrecognized key/],
		['a section without paragraphs', { ...info, sections: [{ ...info.sections[0], body: [] }] }, /^sections\.0\.body:/],
		[
			'a section address with capitals',
			{ ...info, sections: [{ ...info.sections[0], id: 'What' }] },
			/^sections\.0\.id: Use lower-case words joined by hyphens/,
		],
		[
			'a link to a relative address',
			{ ...info, sections: [{ ...info.sections[0], links: [{ label: 'More', href: 'membership' }] }] },
			/^sections\.0\.links\.0\.href: Use a site path/,
		],
	])('rejects %s, naming the field', (_, input, message) => {
		expect(problem(schemas.privacy.safeParse(input))).toMatch(message);
	});
});

describe('pageSchema', () => {
	it('reads each file with its own page schema, told apart by `page`', () => {
		expect(schema.parse({ ...info, page: 'privacy' })).toMatchObject({ page: 'privacy', heading: 'Your data' });
		expect(problem(schema.safeParse({ ...info, page: 'home' }))).toBeDefined();
	});

	it('names the page files when no page reads the file', () => {
		expect(problem(schema.safeParse({ ...info, page: 'pricing' }))).toMatch(
			/No page of the site reads this file; the page files are .*privacy\.yaml/,
		);
	});
});
