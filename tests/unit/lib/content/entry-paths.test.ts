import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { classIndexPath, classPath, postPath, shopPath, trustPagePath, trustPages } from '@/lib/content/entry-paths';

describe('entry paths', () => {
	it('spell each entry address after its route, with no trailing slash', () => {
		expect(postPath('fixture-post')).toBe('/blog/fixture-post');
		expect(classPath('fixture-class')).toBe('/classes/fixture-class');
		expect(shopPath('fixture-gear')).toBe('/shop/fixture-gear');
		expect(classIndexPath).toBe('/classes');
	});

	it('give each trust page the address of its route at the root', () => {
		for (const page of trustPages) {
			expect(trustPagePath(page)).toBe(`/${page}`);
			expect(existsSync(new URL(`../../../../src/pages/${page}.astro`, import.meta.url)), page).toBe(true);
		}
	});
});
