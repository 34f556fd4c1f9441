import { getEntry } from 'astro:content';

import { entryPath } from '@/lib/content/content-layout';
import { required } from '@/lib/content/required';

/** The words many pages share (content/settings/words.yaml); a missing file fails the build naming it. */
export async function loadWords() {
	return required(await getEntry('words', 'words'), entryPath('words')).data;
}
