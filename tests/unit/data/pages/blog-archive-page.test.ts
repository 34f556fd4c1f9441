import type { Page } from 'astro';
import type { CollectionEntry } from 'astro:content';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadPosts } from '@/data/collections/posts';
import { archivePaths, loadBlogArchivePage } from '@/data/pages/blog-archive-page';
import { postsPerArchivePage } from '@/lib/blog/posts';

import { page as pageWords } from '../../../support/content';
import { clearCollections } from '../../support/content-store';
import { fillPages, locals, signUp } from '../../support/loader-fixtures';
import { fillPosts } from '../../support/post-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/picture-files', () => import('../../support/picture-files-stub'));

const archive = {
	title: 'Zz posts {page} of {pages}',
	description: 'Zz part {page} of {pages}',
	pageLabel: 'Zz {page}/{pages}',
};
const cta = { heading: 'Fixture band', body: 'Fixture body', label: 'Fixture pass' };

describe('the blog archive', () => {
	beforeEach(() => {
		clearCollections();
		fillPosts(2);
	});

	it('pages every post, newest first, a page size at a time', async () => {
		const paginate = vi.fn((data: unknown[], options: { pageSize: number }) => [{ data, options }]);
		await archivePaths(paginate as never);
		expect(paginate).toHaveBeenCalledWith(expect.any(Array), { pageSize: postsPerArchivePage });
		const [[posts]] = paginate.mock.calls as unknown as [[CollectionEntry<'blog'>[]]];
		expect(posts.map((post) => post.id)).toEqual(['zz-post-2', 'zz-post-1']);
	});

	it("puts the page's number in its title and description, and closes with the blog's band", async () => {
		fillPages({ blog: { archive: { ...pageWords('blog').archive, ...archive }, cta } });
		const list = { data: await loadPosts(), currentPage: 2, lastPage: 3, url: { current: '/blog/archive/2' } } as unknown as Page<
			CollectionEntry<'blog'>
		>;
		const page = await loadBlogArchivePage(locals, list);
		expect(page.title).toBe('Zz posts 2 of 3');
		expect(page.description).toBe('Zz part 2 of 3');
		expect(page.cards.map((card) => card.heading)).toEqual(['Zz Post 2', 'Zz Post 1']);
		expect(page.band).toMatchObject({ label: 'Fixture pass', href: signUp.dayPass });
		expect(JSON.stringify(page.jsonLd)).toContain('https://gym.example/blog/archive/2');
	});
});
