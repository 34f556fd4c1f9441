import { loadPageWords } from '@/data/collections/page-words';

/** What the 404 page draws: its own words (content/pages/not-found.yaml), with the links that keep it from a dead end. */
export function loadNotFoundPage() {
	return loadPageWords('not-found');
}
