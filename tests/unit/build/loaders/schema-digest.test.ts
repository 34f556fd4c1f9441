import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Loader, LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';

import { parsedUnder, sourceDigest } from '@/build/loaders/schema-digest';

const dir = mkdtempSync(join(tmpdir(), 'schema-digest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sourceDigest', () => {
	it('changes with the text of a TypeScript file at any depth, and not with other files', () => {
		mkdirSync(join(dir, 'src/schemas'), { recursive: true });
		writeFileSync(join(dir, 'src/schemas/plans.ts'), 'export const a = 1;');
		const before = sourceDigest(join(dir, 'src'));
		expect(sourceDigest(join(dir, 'src'))).toBe(before);
		writeFileSync(join(dir, 'src/notes.md'), 'Not code.');
		expect(sourceDigest(join(dir, 'src'))).toBe(before);
		writeFileSync(join(dir, 'src/schemas/plans.ts'), 'export const a = 2;');
		expect(sourceDigest(join(dir, 'src'))).not.toBe(before);
	});
});

describe('parsedUnder', () => {
	/** A collection's store and meta as Astro keeps them between builds, and a loader that parses what is not kept. */
	const kept = () => {
		const entries = new Map<string, unknown>([['old', { parsedBy: 'an older schema' }]]);
		const meta = new Map<string, string>([['schema-digest', 'before']]);
		const parsed: string[] = [];
		const loader: Loader = {
			name: 'fixture',
			load: (context) => {
				for (const id of ['old', 'new']) {
					if (context.store.get(id)) continue;
					parsed.push(id);
					context.store.set({ id, data: {} });
				}
				return Promise.resolve();
			},
		};
		const context = {
			store: {
				get: (id: string) => entries.get(id),
				set: ({ id, data }: { id: string; data: unknown }) => entries.set(id, data),
				clear: () => entries.clear(),
			},
			meta: { get: (key: string) => meta.get(key), set: (key: string, value: string) => meta.set(key, value) },
		} as unknown as LoaderContext;
		return { loader, context, parsed, meta };
	};

	it('parses every entry again when the schemas changed since they were kept, once', async () => {
		const { loader, context, parsed, meta } = kept();
		const { plans } = parsedUnder({ plans: { loader } }, 'after');
		await plans.loader.load(context);
		expect(parsed).toEqual(['old', 'new']);
		expect(meta.get('schema-digest')).toBe('after');
		await plans.loader.load(context);
		expect(parsed).toEqual(['old', 'new']);
	});

	it('keeps the entries parsed under the same schemas', async () => {
		const { loader, context, parsed } = kept();
		const { plans } = parsedUnder({ plans: { loader } }, 'before');
		await plans.loader.load(context);
		expect(parsed).toEqual(['new']);
	});

	it('leaves a collection without a loader object alone', () => {
		const collection = { loader: () => [] };
		expect(parsedUnder({ plans: collection }, 'x').plans).toBe(collection);
	});
});
