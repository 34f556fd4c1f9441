import { loadClassesWithPages } from '@/data/collections/classes';
import { loadPageWords } from '@/data/collections/page-words';
import { loadPosts } from '@/data/collections/posts';
import { classArticle, loadPublisher, postArticle } from '@/data/pages/articles';
import { guideCard, postCard } from '@/lib/blog/post-cards';
import { newestPostsShown } from '@/lib/blog/posts';
import { postsSummary } from '@/lib/blog/posts-summary';
import { listClasses } from '@/lib/classes/class-listing';
import { kindsAmong } from '@/lib/classes/class-types';
import { blogPath, postPath } from '@/lib/content/entry-paths';
import { blogJsonLd } from '@/lib/json-ld/blog';
import { absoluteUrl } from '@/lib/navigation/links';
import { dayPassBand } from '@/lib/sign-up/closing-band';

/**
 * What /blog shows beyond its own words, worked out once for it: the newest posts' cards (so the page stays one round
 * trip whatever their number; the archive has them all), the line that says how many there are and names the newest, the class guides as their cards show them and their kinds for
 * the filter, and the structured data, which names every class with a page (hidden and unfinished ones say so there but
 * are not listed).
 */
export async function loadBlogPage({ settings, words, now }: App.Locals) {
	const page = await loadPageWords('blog');
	const allPosts = await loadPosts();
	const posts = allPosts.slice(0, newestPostsShown);
	const [newest] = allPosts;
	const classesWithPages = await loadClassesWithPages();
	const guides = listClasses(classesWithPages);
	const types = kindsAmong(
		guides.map((guide) => guide.data.type),
		words.classTypes,
	);
	const guideCards = guides.map((guide) => guideCard(guide, now, words));
	const articles = await Promise.all([
		...posts.map((post) => postArticle(post, settings)),
		...classesWithPages.map((guide) => classArticle(guide, settings)),
	]);
	const jsonLd = blogJsonLd(
		{ url: absoluteUrl(blogPath, settings.url), name: page.heading, description: page.description },
		articles,
		await loadPublisher(settings),
	);
	return {
		page,
		postsSummary: postsSummary(allPosts.length, newest && { title: newest.data.heading, href: postPath(newest.id) }, page.posts),
		// The two sections' bodies, each as its component takes it.
		newestPosts: {
			intro: page.posts.body,
			cards: posts.map((post) => postCard(post, now, words.drafts)),
			cardLink: page.posts.linkLabel,
			feedLink: page.feed.linkLabel,
			archiveLink: allPosts.length > 0 ? page.archive.linkLabel : undefined,
		},
		classGuides: { intro: page.guides.body, cards: guideCards, cardLink: page.guides.linkLabel },
		types,
		jsonLd,
		band: dayPassBand(page.cta, settings.signUp),
	};
}
