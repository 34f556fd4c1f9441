import { runInNewContext } from 'node:vm';

import { fromJS, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';

import { bodyComponents, cmsHooksScript } from '@/cms/hooks';
import { encodeJpegForMissingWebp } from '@/cms/photo-encoding';

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

	it.each(['blog', 'classes'])('escapes the body of a %s entry, keeps its components and its other fields', (collection) => {
		const saved = save(collection, { heading: 'A <b> {c}', body: 'Keep RPE<8 {tempo}.\n\n<FollowUs />' });
		expect(saved?.toJS()).toEqual({ heading: 'A <b> {c}', body: 'Keep RPE\\<8 \\{tempo\\}.\n\n<FollowUs />' });
	});

	it('escapes a Markdown bio too, where no component is known and <b> would be HTML', () => {
		expect(save('team', { name: 'A', body: 'Lifts <b>heavy</b> & R&amp;D <FollowUs />' })?.toJS()).toEqual({
			name: 'A',
			body: 'Lifts \\<b>heavy\\</b> & R\\&amp;D \\<FollowUs />',
		});
	});

	it.each([
		['a collection written as YAML', 'plans', { title: 'a <b>' }],
		['an entry without a body', 'blog', { heading: 'x' }],
	])('leaves %s alone', (_, collection, data) => {
		expect(save(collection, data)).toBeUndefined();
	});

	it('knows the collections with a body, and which may use components', () => {
		expect(bodyComponents).toEqual({
			team: [],
			classes: ['Carousel', 'FollowUs', 'OpeningHours'],
			blog: ['Carousel', 'FollowUs', 'OpeningHours'],
		});
	});
});

describe('/admin/cms-hooks.js on uploads', () => {
	/** A canvas of a browser that encodes `encodes` (and PNG for anything else, as browsers do), with our script run over it. */
	function canvasOf(encodes: string[]) {
		class OffscreenCanvas {
			convertToBlob(options?: ImageEncodeOptions) {
				const type = options?.type && encodes.includes(options.type) ? options.type : 'image/png';
				return Promise.resolve(new Blob([], { type }));
			}
		}
		runInNewContext(cmsHooksScript(), { OffscreenCanvas, window: { CMS: { registerEventListener: () => undefined } } });
		return new OffscreenCanvas();
	}

	it.each([
		// Safari: no WebP encoder, so a photo asked for as WebP comes out as JPEG rather than PNG.
		['a browser without WebP', ['image/png', 'image/jpeg'], 'image/webp', 'image/jpeg'],
		['a browser with WebP', ['image/png', 'image/jpeg', 'image/webp'], 'image/webp', 'image/webp'],
		// Other requests are the browser's own.
		['a PNG request', ['image/png', 'image/jpeg'], 'image/png', 'image/png'],
	])('%s', async (_, encodes, asked, given) => {
		expect((await canvasOf(encodes).convertToBlob({ type: asked, quality: 0.85 })).type).toBe(given);
	});
});

describe('encodeJpegForMissingWebp', () => {
	it.each([
		['image/png', 'image/webp', 'image/jpeg'],
		['image/webp', 'image/webp', 'image/webp'],
		['image/png', 'image/png', 'image/png'],
		['image/png', undefined, 'image/png'],
	])('a canvas giving %s when asked for %s gives %s', async (gives, asked, expected) => {
		const encoder = {
			convertToBlob(options?: ImageEncodeOptions) {
				return Promise.resolve(new Blob([], { type: options?.type === 'image/jpeg' ? 'image/jpeg' : gives }));
			},
		};
		encodeJpegForMissingWebp(encoder);
		expect((await encoder.convertToBlob(asked ? { type: asked } : undefined)).type).toBe(expected);
	});
});
