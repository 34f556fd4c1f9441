import { readdirSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';

// What every page shares (the settings, the words, the day pass, the build's clock: App.Locals, src/env.d.ts) reaches
// pages and components from Astro.locals, so a page's loader returns only what that page works out
// (docs/architecture.md, the three routes). The type check holds every loader of src/data/pages/ to it; the test below
// holds this list to the folder.
interface PageLoaders {
	'about-page': typeof import('@/data/pages/about-page');
	'album-page': typeof import('@/data/pages/album-page');
	articles: typeof import('@/data/pages/articles');
	'blog-archive-page': typeof import('@/data/pages/blog-archive-page');
	'blog-page': typeof import('@/data/pages/blog-page');
	'calendar-feeds': typeof import('@/data/pages/calendar-feeds');
	'class-index-page': typeof import('@/data/pages/class-index-page');
	'class-page': typeof import('@/data/pages/class-page');
	'facilities-page': typeof import('@/data/pages/facilities-page');
	'facilities-tour': typeof import('@/data/pages/facilities-tour');
	'gallery-page': typeof import('@/data/pages/gallery-page');
	'home-page': typeof import('@/data/pages/home-page');
	'info-page': typeof import('@/data/pages/info-page');
	'launch-page': typeof import('@/data/pages/launch-page');
	'membership-page': typeof import('@/data/pages/membership-page');
	'post-cta': typeof import('@/data/pages/post-cta');
	'post-page': typeof import('@/data/pages/post-page');
	'rss-feed': typeof import('@/data/pages/rss-feed');
	'shop-category-page': typeof import('@/data/pages/shop-category-page');
	'shop-page': typeof import('@/data/pages/shop-page');
	'timetable-json': typeof import('@/data/pages/timetable-json');
	'timetable-page': typeof import('@/data/pages/timetable-page');
}

/** The keys of what each function of each module returns, over every shape a union of returns may take. */
type ReturnedKeys<Module> = Module extends unknown
	? { [Name in keyof Module]: Module[Name] extends (...args: never[]) => infer Returned ? KeysOf<Awaited<Returned>> : never }[keyof Module]
	: never;
type KeysOf<T> = T extends object ? keyof T : never;

describe("the page loaders' returns", () => {
	it('hold none of the values every page shares', () => {
		expectTypeOf<Extract<ReturnedKeys<PageLoaders[keyof PageLoaders]>, keyof App.Locals>>().toBeNever();
	});

	it('are all checked', () => {
		const modules = readdirSync('src/data/pages').map((file) => file.replace(/\.ts$/, ''));
		const checked: Record<keyof PageLoaders, true> = {
			'about-page': true,
			'album-page': true,
			articles: true,
			'blog-archive-page': true,
			'blog-page': true,
			'calendar-feeds': true,
			'class-index-page': true,
			'class-page': true,
			'facilities-page': true,
			'facilities-tour': true,
			'gallery-page': true,
			'home-page': true,
			'info-page': true,
			'launch-page': true,
			'membership-page': true,
			'post-cta': true,
			'post-page': true,
			'rss-feed': true,
			'shop-category-page': true,
			'shop-page': true,
			'timetable-json': true,
			'timetable-page': true,
		};
		expect(Object.keys(checked).sort()).toEqual(modules.sort());
	});
});
