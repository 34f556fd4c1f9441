import type { z } from 'astro/zod';
import { getEntry } from 'astro:content';

import { entryPath } from '@/lib/content/content-layout';
import { required } from '@/lib/content/required';
import type { PageId, pageSchemas } from '@/lib/schemas/pages';
import type { SiteImage } from '@/lib/schemas/shared';

/** The words of one page, as its own schema in src/lib/schemas/pages/ describes them. */
export type PageWords<Id extends PageId> = z.output<ReturnType<typeof pageSchemas<SiteImage>>[Id]>;

/** The words of one page (content/pages/<id>.yaml); a missing file fails the build naming it. */
export async function loadPageWords<Id extends PageId>(id: Id): Promise<PageWords<Id>> {
	const { data } = required(await getEntry('pages', id as string), entryPath('pages', id));
	// The collection's schema is a union told apart by `page`, set from the file name, so the entry is this page's.
	return data as PageWords<Id>;
}
