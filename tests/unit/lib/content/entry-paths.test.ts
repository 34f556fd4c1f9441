import { describe, expect, it } from 'vitest';
import { classIndexPath, classPath, postPath, shopPath } from '@/lib/content/entry-paths';

describe('entry paths', () => {
	it('spell each entry address after its route, with no trailing slash', () => {
		expect(postPath('fixture-post')).toBe('/blog/fixture-post');
		expect(classPath('fixture-class')).toBe('/classes/fixture-class');
		expect(shopPath('fixture-gear')).toBe('/shop/fixture-gear');
		expect(classIndexPath).toBe('/classes');
	});
});
