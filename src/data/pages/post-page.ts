import type { CollectionEntry } from 'astro:content';

import { renderEntry } from '@/data/collections/entries';
import { requireLinked } from '@/data/collections/linked-entry';
import { loadPosts } from '@/data/collections/posts';
import { loadWeek } from '@/data/collections/timetable';
import { loadPublisher, postArticle } from '@/data/pages/articles';
import { type PostCta, postCta } from '@/lib/blog/post-cta';
import { postToReadNext } from '@/lib/blog/posts';
import { entryPath } from '@/lib/content/content-layout';
import { postPath } from '@/lib/content/entry-paths';
import { publicationState } from '@/lib/content/publishing';
import { formatDay, isoDay } from '@/lib/dates';
import { blogPostingJsonLd } from '@/lib/json-ld/blog';
import { londonClock } from '@/lib/schedule/browser/london-time';
import { nextSessionWords, weeklySessions } from '@/lib/schedule/class-sessions';
import { comingSpecialHours } from '@/lib/schedule/special-hours';
import { joinNames } from '@/lib/text';

/**
 * The band at the end of the post `post` (its folder name) about `about` (a class guide's file name), if any, and its
 * button to the day pass.
 */
async function loadPostCta(
	locals: App.Locals,
	post: string,
	about: string | undefined,
): Promise<{ cta: PostCta; button: { label: string; href: string } }> {
	const { settings, words: siteWords } = locals;
	const words = siteWords.postCta;
	// A draft guide is left out of a production build, so a post about one stops the build here too.
	const classEntry = about ? await requireLinked('classes', about, entryPath('blog', post), 'about') : undefined;
	const cta = postCta({
		words,
		nextWords: nextSessionWords(siteWords),
		price: locals.dayPass,
		aboutClass: classEntry && { id: classEntry.id, classTitle: classEntry.data.classTitle },
		sessions: classEntry ? weeklySessions(await loadWeek(), classEntry.id).map(({ day, start, end }) => ({ day, start, end })) : [],
		special: comingSpecialHours(settings.specialHours, locals.now),
		now: londonClock(locals.now),
	});
	return { cta, button: { label: words.label, href: settings.signUp.dayPass } };
}

/** The post offered at the foot of this one (`postToReadNext`), with the words over its heading; none without them. */
async function loadReadNext(label: string | undefined, id: string) {
	const next = label === undefined ? undefined : postToReadNext(await loadPosts(), id);
	return next && label && { label, heading: next.data.heading, href: postPath(next.id) };
}

/** The posts' paths, /blog/<slug>, each with its post. */
export async function postPaths() {
	const posts = await loadPosts();
	return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));
}

/**
 * Everything a monthly post's page draws, worked out once for PostLayout: the post's rendered text (`Content`), its
 * byline and day, its draft label, the way back's words, the post to read next, the call to action at its end, and its
 * structured data.
 */
export async function loadPostPage(locals: App.Locals, post: CollectionEntry<'blog'>) {
	const { settings } = locals;
	const { Content } = await renderEntry(post);
	const article = await postArticle(post, settings);
	const { data } = post;
	return {
		Content,
		data,
		// Its words place its carousel (the Carousel component of posts), so the post's end leaves it out.
		carouselPlaced: data.carousel !== undefined && /<Carousel\b/.test(post.body ?? ''),
		// Only `npm run dev` has drafts to label: production builds leave them out of every collection.
		publication: publicationState(data, locals.now),
		// A post without named authors is credited to the gym, as in its structured data.
		byline: article.authors.length > 0 ? joinNames(article.authors) : settings.name,
		published: { iso: isoDay(data.published), label: formatDay(data.published) },
		backLabel: locals.words.blogLinks.backFromPost,
		readNext: await loadReadNext(locals.words.blogLinks.readNext, post.id),
		cta: await loadPostCta(locals, post.id, data.about?.id),
		jsonLd: [blogPostingJsonLd(article, await loadPublisher(settings))],
	};
}
