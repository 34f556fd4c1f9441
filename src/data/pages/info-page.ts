import { loadPageWords } from '@/data/collections/page-words';
import type { trustPages } from '@/lib/content/entry-paths';

/**
 * What an information page (/privacy, /accessibility) draws: its own words, from the file of content/pages/ it names,
 * and the contact box that closes it, writing to the gym about the page.
 */
export async function loadInfoPage({ settings }: App.Locals, id: (typeof trustPages)[number]) {
	const page = await loadPageWords(id);
	return { page, contact: { ...page.cta, email: settings.email, subject: page.heading } };
}
