import { defineMiddleware } from 'astro:middleware';
import { loadWords } from '@/data/words';

// The words the site shares (content/settings/words.yaml) go on Astro.locals, the one place every component and
// layout reads them, so no page carries them through its layouts and sections to the parts that print them. Astro
// runs this for each page and endpoint as the build renders it; the words come from the content layer's store,
// already in memory.
export const onRequest = defineMiddleware(async ({ locals }, next) => {
	locals.words = await loadWords();
	return next();
});
