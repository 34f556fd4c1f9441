/** Something staff place in a list with `order`, lower first. */
type Ordered<K extends string> = { order: number } & Record<K, string>;

/**
 * Compares by `order`, lower first, then by the named field in alphabetical order: how plans, the team, members'
 * stories and class guides are listed, so entries staff leave at the same order still come out the same each build.
 */
export function byOrderThen<K extends string>(field: K): (a: Ordered<K>, b: Ordered<K>) => number {
	return (a, b) => a.order - b.order || a[field].localeCompare(b[field]);
}
