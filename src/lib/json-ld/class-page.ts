import type { BlogPosting, FAQPage, WithContext } from 'schema-dts';

import { type ArticleFacts, blogPostingJsonLd, type Publisher } from './blog.ts';
import { faqPageJsonLd } from './faq.ts';

/**
 * A class page's structured data: its BlogPosting, then an FAQPage when its guide has questions. A hidden or
 * unfinished guide (noindex, placeholders still showing) gives search engines nothing to read.
 */
export function classPageJsonLd(
	article: ArticleFacts,
	publisher: Publisher,
	faq: readonly { question: string; answer: string }[],
): (WithContext<BlogPosting> | WithContext<FAQPage>)[] {
	if (article.hidden) return [];
	return [blogPostingJsonLd(article, publisher), ...(faq.length > 0 ? [faqPageJsonLd(article.url, faq)] : [])];
}
