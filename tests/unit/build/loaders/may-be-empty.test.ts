import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';

import { mayBeEmpty } from '@/build/loaders/may-be-empty';

describe('mayBeEmpty', () => {
	it("drops only the glob loader's warning about a folder with no entries", async () => {
		const warned: string[] = [];
		const logger = { warn: (message: string) => warned.push(message), info: () => undefined };
		const inner: Loader = {
			name: 'glob-loader',
			load: (context) => {
				context.logger.warn('No files found matching "*.yaml" in directory "content/stories"');
				context.logger.warn('content/stories/sam.yaml: something else');
				context.logger.info('loaded');
				return Promise.resolve();
			},
		};
		const loader = mayBeEmpty(inner);
		expect(loader.name).toBe('glob-loader');
		await loader.load({ logger } as unknown as LoaderContext);
		expect(warned).toEqual(['content/stories/sam.yaml: something else']);
	});
});
