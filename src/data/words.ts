import { getEntry } from 'astro:content';
import { required } from '@/lib/content/required';

/** The words many pages share (content/settings/words.yaml); a missing file fails the build naming it. */
export async function getWords() {
	return required(await getEntry('words', 'words'), 'content/settings/words.yaml').data;
}
