import { defineMiddleware } from 'astro:middleware';
import { loadWords } from '@/data/words';

// The phrases of the site's frame go on Astro.locals, where every component reads them, so no page carries them
// through its layouts and sections to the links and islands that print them. Astro runs this for each page and
// endpoint as the build renders it; the words come from the content layer's store, already in memory.
export const onRequest = defineMiddleware(async ({ locals }, next) => {
	const { newTab, islandError } = await loadWords();
	locals.newTab = newTab;
	locals.islandError = islandError;
	return next();
});
