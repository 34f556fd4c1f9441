import { defineMiddleware } from 'astro:middleware';

import { buildNow } from '@/build/clock/build-now';
import { loadPageWords } from '@/data/collections/page-words';
import { loadDayPass } from '@/data/site/day-pass';
import { loadSettings } from '@/data/site/settings';
import { loadWords } from '@/data/site/words';
import { trustPagePath, trustPages } from '@/lib/content/entry-paths';

// What every page shares goes on Astro.locals, the one place components, layouts and the components of posts read it,
// so no page carries it through its layouts and sections to the parts that print it. Astro runs this for each page and
// endpoint as the build renders it; the content comes from the content layer's store, already in memory.
export const onRequest = defineMiddleware(async ({ locals }, next) => {
	locals.words = await loadWords();
	locals.settings = await loadSettings();
	locals.dayPass = await loadDayPass();
	locals.feed = (await loadPageWords('blog')).feed;
	// The trust pages are named by their own headings in content/pages/.
	locals.trustLinks = await Promise.all(
		trustPages.map(async (page) => ({ href: trustPagePath(page), label: (await loadPageWords(page)).heading })),
	);
	locals.now = buildNow();
	return next();
});
