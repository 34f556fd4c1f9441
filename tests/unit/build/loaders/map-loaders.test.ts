import type { Loader } from 'astro/loaders';
import { describe, expect, it } from 'vitest';

import { mapLoaders } from '@/build/loaders/map-loaders';

const loader: Loader = { name: 'fixture', load: () => Promise.resolve() };
const inline = () => Promise.resolve([]);

describe('mapLoaders', () => {
	it('wraps each object loader and keeps the rest of its collection', () => {
		const wrapped: Loader = { name: 'wrapped', load: () => Promise.resolve() };
		const mapped = mapLoaders({ a: { loader, schema: 'kept' } }, () => wrapped);
		expect(mapped).toEqual({ a: { loader: wrapped, schema: 'kept' } });
	});

	it('passes each collection its own loader', () => {
		const seen: Loader[] = [];
		mapLoaders({ a: { loader }, b: { loader } }, (each) => (seen.push(each), each));
		expect(seen).toEqual([loader, loader]);
	});

	it('keeps a collection with an inline loader or none as it is', () => {
		const collections = { a: { loader: inline }, b: { schema: 'only' } };
		const mapped = mapLoaders(collections, () => {
			throw new Error('not called');
		});
		expect(mapped.a).toBe(collections.a);
		expect(mapped.b).toBe(collections.b);
	});
});
