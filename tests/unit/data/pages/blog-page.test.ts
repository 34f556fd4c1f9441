import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadBlogPage } from '@/data/pages/blog-page';
import { newestPostsShown } from '@/lib/blog/posts';

import { fillClassWeek, guide } from '../../support/class-fixtures';
import { clearCollections } from '../../support/content-store';
import { fill, fillPages, locals, signUp } from '../../support/loader-fixtures';
import { fillPosts } from '../../support/post-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/picture-files', () => import('../../support/picture-files-stub'));

const cta = { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture pass' };

describe('loadBlogPage', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
		fillPages({ blog: { cta } });
	});

	it('shows the newest posts first, names the newest, links the archive and closes with the day pass', async () => {
		fillPosts(newestPostsShown + 1);
		const page = await loadBlogPage(locals);
		const headings = page.newestPosts.cards.map((card) => card.heading);
		expect(headings).toHaveLength(newestPostsShown);
		expect(headings[0]).toBe(`Zz Post ${newestPostsShown + 1}`);
		expect(page.postsSummary?.link?.href).toBe(`/blog/zz-post-${newestPostsShown + 1}`);
		expect(page.newestPosts.archiveLink).toBe(page.page.archive.linkLabel);
		expect(page.band).toEqual({ ...cta, href: signUp.dayPass, external: true, secondary: undefined });
	});

	it('lists the class guides by order and their kinds in schema order, and names every guide with a page in its structured data', async () => {
		fillPosts(1);
		const page = await loadBlogPage(locals);
		expect(page.classGuides.cards.map((card) => card.heading)).toEqual(['Zz Lift', 'Zz Row', 'Zz Stretch']);
		expect(page.types.map((kind) => kind.key)).toEqual(['strength', 'engine', 'recovery']);
		expect(JSON.stringify(page.jsonLd)).toContain('https://gym.example/classes/zz-stretch');
	});

	it('has no summary and no archive link before the first post', async () => {
		fill('blog', []);
		fill('classes', [['zz-card', guide('Zz Card', undefined, { hasPage: false })]]);
		const page = await loadBlogPage(locals);
		expect(page.postsSummary).toBeUndefined();
		expect(page.newestPosts.archiveLink).toBeUndefined();
		expect(page.classGuides.cards).toEqual([]);
		expect(page.types).toEqual([]);
	});
});
