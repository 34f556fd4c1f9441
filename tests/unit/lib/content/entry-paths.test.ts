import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
	albumPath,
	blogArchivePath,
	classFeedPath,
	classIndexPath,
	classPath,
	postPath,
	sectionPath,
	shopPath,
	siteSections,
	timetableFeedPath,
	trustPagePath,
	trustPages,
} from '@/lib/content/entry-paths';

describe('entry paths', () => {
	it('spell each entry address after its route, with no trailing slash', () => {
		expect(postPath('fixture-post')).toBe('/blog/fixture-post');
		expect(classPath('fixture-class')).toBe('/classes/fixture-class');
		expect(shopPath('fixture-gear')).toBe('/shop/fixture-gear');
		expect(classIndexPath).toBe('/classes');
		expect(albumPath('fixture-album')).toBe('/gallery/fixture-album');
		expect(blogArchivePath).toBe('/blog/archive');
	});

	it('give each calendar feed the address of its page with .ics', () => {
		expect(timetableFeedPath).toBe('/timetable.ics');
		expect(classFeedPath('fixture-class')).toBe('/classes/fixture-class.ics');
	});

	it('give each section the address of its route at the root', () => {
		for (const section of siteSections) {
			expect(sectionPath(section)).toBe(`/${section}`);
			expect(existsSync(new URL(`../../../../src/pages/${section}.astro`, import.meta.url)), section).toBe(true);
		}
	});

	it('give each trust page the address of its route at the root', () => {
		for (const page of trustPages) {
			expect(trustPagePath(page)).toBe(`/${page}`);
			expect(existsSync(new URL(`../../../../src/pages/${page}.astro`, import.meta.url)), page).toBe(true);
		}
	});
});
