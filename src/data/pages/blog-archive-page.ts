import type { Page, PaginateFunction } from 'astro';
import type { CollectionEntry } from 'astro:content';

import { loadPageWords } from '@/data/collections/page-words';
import { loadPosts } from '@/data/collections/posts';
import { loadPublisher, postArticle } from '@/data/pages/articles';
import { postCard } from '@/lib/blog/post-cards';
import { archivePageLabel, postsPerArchivePage } from '@/lib/blog/posts';
import { fillTemplate } from '@/lib/browser/fill-template';
import { blogJsonLd } from '@/lib/json-ld/blog';
import { absoluteUrl } from '@/lib/navigation/links';
import { dayPassBand } from '@/lib/sign-up/closing-band';

/** The archive's pages, /blog/archive, /blog/archive/2 …: every monthly post, newest first, a page at a time, so each page stays one round trip. */
export async function archivePaths(paginate: PaginateFunction) {
	return paginate(await loadPosts(), { pageSize: postsPerArchivePage });
}

/**
 * What one page of /blog/archive draws: its title and description with its number in them, the count to show under
 * the heading, the archive's words, its posts' cards and their link words, the page's structured data and the blog's closing band.
 */
export async function loadBlogArchivePage({ settings, words, now }: App.Locals, list: Page<CollectionEntry<'blog'>>) {
	const blog = await loadPageWords('blog');
	const { archive } = blog;
	const numbers = { page: String(list.currentPage), pages: String(list.lastPage) };
	const title = fillTemplate(archive.title, numbers);
	const description = fillTemplate(archive.description, numbers);
	const jsonLd = blogJsonLd(
		{ url: absoluteUrl(list.url.current, settings.url), name: title, description },
		await Promise.all(list.data.map((post) => postArticle(post, settings))),
		await loadPublisher(settings),
	);
	return {
		title,
		description,
		archive,
		pageLabel: archivePageLabel(archive.pageLabel, list.currentPage, list.lastPage),
		cards: list.data.map((post) => postCard(post, now, words.drafts)),
		linkLabel: blog.posts.linkLabel,
		band: dayPassBand(blog.cta, settings.signUp),
		jsonLd: [jsonLd],
	};
}
