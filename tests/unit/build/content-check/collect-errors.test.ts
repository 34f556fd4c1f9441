import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Loader, LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';

import { collectingErrors } from '@/build/content-check/collect-errors';

const dir = mkdtempSync(join(tmpdir(), 'collect-content-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A loader that parses two entries, the second of which fails its schema. */
const loader: Loader = {
	name: 'fixture',
	load: async (context) => {
		for (const [id, price] of [
			['good', 10],
			['bad', 'ten'],
		] as const) {
			context.store.set({ id, data: await context.parseData({ id, data: { price }, filePath: `content/plans/${id}.yaml` }) });
		}
	},
};
const parseData = ({ data }: { data: Record<string, unknown> }) =>
	typeof data['price'] === 'number'
		? Promise.resolve(data)
		: Promise.reject(new Error('**plans → bad** data does not match collection schema.\n  **price**: Give the price as a number'));

describe('collectingErrors', () => {
	it('leaves the collections alone when no report file is named (every build)', () => {
		const collections = { plans: { loader } };
		expect(collectingErrors(collections, undefined)).toBe(collections);
	});

	it('records each failing entry and goes on to the next', async () => {
		const report = join(dir, 'errors.jsonl');
		const stored: string[] = [];
		const { plans } = collectingErrors({ plans: { loader } }, report);
		await plans.loader.load({
			collection: 'plans',
			parseData,
			store: { set: ({ id }: { id: string }) => stored.push(id) },
		} as unknown as LoaderContext);
		expect(stored).toEqual(['good', 'bad']);
		const lines = readFileSync(report, 'utf8')
			.trim()
			.split('\n')
			.map((line) => JSON.parse(line) as unknown);
		expect(lines).toEqual([
			{ file: 'content/plans/bad.yaml', message: expect.stringContaining('**price**: Give the price as a number') as unknown },
		]);
	});
});
