import { siteLocale } from './browser/gym-locale.ts';

/** Something staff place in a list with `order`, lower first. */
type Ordered<K extends string> = { order: number } & Record<K, string>;

// The site's own locale, not the machine's: the order of a list is the same wherever the site is built.
const alphabetical = new Intl.Collator(siteLocale);

/**
 * Compares by `order`, lower first, then by the named field in alphabetical order: how plans, the team, members'
 * stories, class guides and albums are listed, so entries staff leave at the same order still come out the same each
 * build.
 */
export function byOrderThen<K extends string>(field: K): (a: Ordered<K>, b: Ordered<K>) => number {
	return (a, b) => a.order - b.order || alphabetical.compare(a[field], b[field]);
}
