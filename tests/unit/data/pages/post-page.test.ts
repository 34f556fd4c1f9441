import type { CollectionEntry } from 'astro:content';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadPosts } from '@/data/collections/posts';
import { loadPostPage, postPaths } from '@/data/pages/post-page';

import { fillClassWeek } from '../../support/class-fixtures';
import { clearCollections, getEntry } from '../../support/content-store';
import { fill, locals, signUp } from '../../support/loader-fixtures';
import { fillPosts, post } from '../../support/post-fixtures';

vi.mock('astro:content', () => import('../../support/content-store'));
vi.mock('@/pictures/picture-files', () => import('../../support/picture-files-stub'));

const postEntry = async (id: string) => (await getEntry('blog', id)) as unknown as CollectionEntry<'blog'>;

describe('a post page', () => {
	beforeEach(() => {
		clearCollections();
		fillClassWeek();
		fillPosts(2);
	});

	it('gives each post its path and the post, newest first', async () => {
		expect((await postPaths()).map((path) => path.params.slug)).toEqual(['zz-post-2', 'zz-post-1']);
	});

	it('renders the post, credits its authors in its order, offers the other post and closes with the day pass', async () => {
		const page = await loadPostPage(locals, await postEntry('zz-post-2'));
		expect(page.Content).toBe('rendered zz-post-2');
		expect(page.byline).toContain('Zy Writer');
		expect(page.byline.indexOf('Zy Writer')).toBeLessThan(page.byline.indexOf('Zz Writer'));
		expect(page.published.iso).toBe('2029-02-01');
		expect(page.readNext).toMatchObject({ href: '/blog/zz-post-1' });
		expect(page.cta.button).toEqual({ label: locals.words.postCta.label, href: signUp.dayPass });
		expect(page.carouselPlaced).toBe(false);
	});

	it('is credited to the gym without authors, and names the class it is about in its band', async () => {
		fill('blog', [['zz-topic', post('Zz Topic', '2029-03-01', [], { about: 'zz-row' })]]);
		const page = await loadPostPage(locals, await postEntry('zz-topic'));
		expect(page.byline).toBe('Fixture Gym');
		expect(JSON.stringify(page.cta.cta)).toContain('Zz Row');
	});

	it('places its carousel where its words name one', async () => {
		const carousel = { heading: 'Zz Slides', photos: [{ image: '/fixtures/one.jpg', alt: 'One' }] };
		fill('blog', [['zz-slides', post('Zz Slides', '2029-03-01', [], { carousel }), 'Before\n\n<Carousel />\n']]);
		const page = await loadPostPage(locals, await postEntry('zz-slides'));
		expect(page.carouselPlaced).toBe(true);
	});

	it('stops on a post about a class with no guide, naming the field', async () => {
		fill('blog', [['zz-lost', post('Zz Lost', '2029-03-01', [], { about: 'zz-nothing' })]]);
		await expect(loadPostPage(locals, await postEntry('zz-lost'))).rejects.toThrow(/about: "zz-nothing"/);
	});

	it('offers no post to read next without its words', async () => {
		const quiet = { ...locals, words: { ...locals.words, blogLinks: { ...locals.words.blogLinks, readNext: undefined } } };
		expect((await loadPostPage(quiet, await postEntry('zz-post-2'))).readNext).toBeUndefined();
	});

	it('reads the posts newest first', async () => {
		expect((await loadPosts()).map((entry) => entry.id)).toEqual(['zz-post-2', 'zz-post-1']);
	});
});
