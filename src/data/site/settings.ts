import { getEntry } from 'astro:content';

import { entryPath } from '@/lib/content/content-layout';
import { required } from '@/lib/content/required';
import type { Settings } from '@/lib/schemas/settings';

/** The gym's settings (content/settings/site.yaml), for pages, layouts and components alike. */
export async function loadSettings(): Promise<Settings> {
	return required(await getEntry('settings', 'site'), entryPath('settings')).data;
}
