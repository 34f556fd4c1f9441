import { getEntry } from 'astro:content';
import { required } from '@/lib/required';

/** The words of one page (content/pages/<id>.yaml); a missing file fails the build naming it. */
export async function getPage(id: string) {
	return required(await getEntry('pages', id), `content/pages/${id}.yaml`).data;
}
