import { getEntry } from 'astro:content';
import { required } from '@/lib/content/required';

/** The gym's settings (content/settings/site.yaml), for pages, layouts and components alike. */
export async function getSettings() {
	return required(await getEntry('settings', 'site'), 'content/settings/site.yaml').data;
}

export type Settings = Awaited<ReturnType<typeof getSettings>>;
