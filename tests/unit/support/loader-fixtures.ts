import { z } from 'astro/zod';

import { collectionSchemas } from '@/lib/content/collection-schemas';
import type { CollectionName } from '@/lib/content/content-layout';
import type { PageId } from '@/lib/schemas/pages';

import { page, settings, words } from '../../support/content';
import { imageStub } from '../../support/image-stub';
import { setCollection } from './content-store';

// Entries as the content layer hands them out: parsed with their collection's own schema, pictures as paths and links
// as { collection, id }, as reference() gives them.
const schemas = collectionSchemas(imageStub, (collection) => z.string().transform((id) => ({ collection, id })));

/** One entry of `collection`, parsed from `data` as the build would parse it. */
export function entry(collection: CollectionName, id: string, data: unknown, body = '') {
	return { id, data: schemas[collection]().parse(data) as unknown, body, filePath: `content/${collection}/${id}` };
}

/** Fills `collection` with entries parsed from `items`, each `[id, data]` or `[id, data, body]`. */
export function fill(collection: CollectionName, items: readonly (readonly [string, unknown, string?])[]): void {
	setCollection(
		collection,
		items.map(([id, data, body]) => entry(collection, id, data, body)),
	);
}

/**
 * The words of `pages`: the shape each one's schema gives today's file, with the fields a test reads replaced by the
 * test's own, so no test depends on what staff wrote.
 */
export function fillPages(pages: Partial<Record<PageId, Record<string, unknown>>>): void {
	setCollection(
		'pages',
		Object.entries(pages).map(([id, own]) => ({ id, data: { ...page(id as PageId), ...own } })),
	);
}

export const signUp = { join: 'https://join.example/join', dayPass: 'https://join.example/one-visit' };

/** The sign-up steps' addresses, the gym's own and the build's moment, a Monday noon in London. */
export const fixtureSettings = {
	...settings,
	name: 'Fixture Gym',
	shortName: 'Fixture',
	url: 'https://gym.example',
	email: 'desk@gym.example',
	signUp,
	specialHours: [],
} as unknown as App.Locals['settings'];

export const now = new Date('2030-01-07T12:00:00Z');

/** Astro.locals as src/middleware.ts sets it, with the gym's settings and day pass of the tests' own. */
export const locals = {
	words,
	settings: fixtureSettings,
	dayPass: { plan: 'fixture pass', price: '£7', online: '£8' },
	feed: page('blog').feed,
	trustLinks: [],
	now,
} as unknown as App.Locals;
