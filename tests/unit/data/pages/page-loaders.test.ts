import { readdirSync } from 'node:fs';

import { describe, expect, expectTypeOf, it } from 'vitest';

// What every page shares (the settings, the words, the day pass, the build's moment: App.Locals, src/env.d.ts) reaches
// loaders, pages and components from Astro.locals, so a page's loader returns only what that page works out
// (docs/architecture.md, the three routes). The type check holds every loader of src/data/pages/ to it; the test below
// holds this list to the folder. The imports are never called: they only name each module for its type.
const loaders = {
	'about-page': () => import('@/data/pages/about-page'),
	'album-page': () => import('@/data/pages/album-page'),
	articles: () => import('@/data/pages/articles'),
	'blog-archive-page': () => import('@/data/pages/blog-archive-page'),
	'blog-page': () => import('@/data/pages/blog-page'),
	'calendar-feeds': () => import('@/data/pages/calendar-feeds'),
	'class-index-page': () => import('@/data/pages/class-index-page'),
	'class-page': () => import('@/data/pages/class-page'),
	'facilities-page': () => import('@/data/pages/facilities-page'),
	'gallery-page': () => import('@/data/pages/gallery-page'),
	'home-page': () => import('@/data/pages/home-page'),
	'info-page': () => import('@/data/pages/info-page'),
	'launch-page': () => import('@/data/pages/launch-page'),
	'membership-page': () => import('@/data/pages/membership-page'),
	'not-found-page': () => import('@/data/pages/not-found-page'),
	'post-page': () => import('@/data/pages/post-page'),
	'rss-feed': () => import('@/data/pages/rss-feed'),
	'shop-category-page': () => import('@/data/pages/shop-category-page'),
	'shop-page': () => import('@/data/pages/shop-page'),
	'timetable-json': () => import('@/data/pages/timetable-json'),
	'timetable-page': () => import('@/data/pages/timetable-page'),
};

type PageLoaders = { [Name in keyof typeof loaders]: Awaited<ReturnType<(typeof loaders)[Name]>> };

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
		expect(Object.keys(loaders).sort()).toEqual(modules.sort());
	});
});
