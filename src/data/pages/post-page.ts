import type { CollectionEntry } from 'astro:content';
import { loadPublisher, postArticle } from './articles.ts';
import { buildNow } from '../site/clock.ts';
import { renderEntry } from '../collections/entries.ts';
import { loadPostCta } from './post-cta.ts';
import { loadSettings } from '../site/settings.ts';
import { loadWords } from '../site/words.ts';
import { publicationState } from '@/lib/content/publishing';
import { formatDay, isoDay } from '@/lib/dates';
import { blogPostingJsonLd } from '@/lib/json-ld/blog';
import { joinNames } from '@/lib/text';

/**
 * Everything a monthly post's page draws, worked out once for PostLayout: the post's rendered text (`Content`), its
 * byline and day, its draft label, the way back's words, the call to action at its end, and its structured data.
 */
export async function loadPostPage(post: CollectionEntry<'blog'>) {
	const { Content } = await renderEntry(post);
	const settings = await loadSettings();
	const { blogLinks } = await loadWords();
	const article = await postArticle(post);
	const { data } = post;
	return {
		Content,
		data,
		// Only `npm run dev` has drafts to label: production builds leave them out of every collection.
		publication: publicationState(data, buildNow()),
		// A post without named authors is credited to the gym, as in its structured data.
		byline: article.authors.length > 0 ? joinNames(article.authors) : settings.name,
		published: { iso: isoDay(data.published), label: formatDay(data.published) },
		backLabel: blogLinks.backFromPost,
		cta: await loadPostCta(post.id, data.about?.id),
		jsonLd: [blogPostingJsonLd(article, await loadPublisher())],
	};
}
