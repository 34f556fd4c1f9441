import { runInNewContext } from 'node:vm';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { cmsHooksScript, mdxCollections } from '@/build/cms-hooks';

type Handler = (event: { entry: ImmutableMap<string, unknown> }) => ImmutableMap<string, unknown> | undefined;

/** Runs /admin/cms-hooks.js against a stand-in for Sveltia's CMS object and returns the listeners it registered. */
function registered(): { name: string; handler: Handler }[] {
	const listeners: { name: string; handler: Handler }[] = [];
	runInNewContext(cmsHooksScript(), {
		window: { CMS: { registerEventListener: (listener: (typeof listeners)[number]) => listeners.push(listener) } },
	});
	return listeners;
}
const save = (collection: string, data: Record<string, unknown>) =>
	registered()[0]?.handler({ entry: fromJS({ collection, slug: 'x', data }) });

describe('/admin/cms-hooks.js', () => {
	it('registers one preSave listener', () => {
		expect(registered().map(({ name }) => name)).toEqual(['preSave']);
	});

	it.each(mdxCollections)('escapes the body of a %s entry and keeps its other fields', (collection) => {
		const saved = save(collection, { heading: 'A <b> {c}', body: 'Keep RPE<8 {tempo}.\n\n<FollowUs />' });
		expect(saved?.toJS()).toEqual({ heading: 'A <b> {c}', body: 'Keep RPE\\<8 \\{tempo\\}.\n\n<FollowUs />' });
	});

	it.each([
		['a collection written as YAML', 'plans', { title: 'a <b>' }],
		['a Markdown collection', 'team', { body: 'a <b>' }],
		['an entry without a body', 'posts', { heading: 'x' }],
	])('leaves %s alone', (_, collection, data) => {
		expect(save(collection, data)).toBeUndefined();
	});

	it('knows the MDX collections', () => {
		expect(mdxCollections.sort()).toEqual(['classes', 'posts']);
	});
});
