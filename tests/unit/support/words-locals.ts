import type { Words } from '@/lib/schemas/words';

/**
 * Astro.locals as src/middleware.ts sets it in a build, holding only the shared words: the components these tests
 * render read nothing else from it, and a container renders without the middleware.
 */
export const wordsLocals = (words: Words): App.Locals => ({ words }) as Partial<App.Locals> as App.Locals;
