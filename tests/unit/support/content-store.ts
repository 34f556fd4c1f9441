/**
 * Stands in for astro:content in the loaders' tests (`vi.mock('astro:content', () => import(…))`): each test file fills
 * the collections it reads with fixtures of its own, and the loaders read them as they read the content layer.
 */
export interface StoredEntry {
	id: string;
	collection: string;
	data: unknown;
	body?: string;
	filePath?: string;
}

const collections = new Map<string, StoredEntry[]>();

/** Puts `entries` in the collection `name`, in place of what it held. */
export function setCollection(name: string, entries: readonly Omit<StoredEntry, 'collection'>[]): void {
	collections.set(
		name,
		entries.map((entry) => ({ ...entry, collection: name })),
	);
}

/** Empties every collection, so one test's fixtures never reach the next. */
export function clearCollections(): void {
	collections.clear();
}

export function getCollection(name: string, filter?: (entry: StoredEntry) => unknown): Promise<StoredEntry[]> {
	return Promise.resolve((collections.get(name) ?? []).filter((entry) => !filter || filter(entry)));
}

export function getEntry(name: string, id: string): Promise<StoredEntry | undefined> {
	return Promise.resolve(collections.get(name)?.find((entry) => entry.id === id));
}

/** An entry's rendered body: its id stands in for the component, so a test sees which entry was rendered. */
export function render(entry: StoredEntry): Promise<{ Content: string }> {
	return Promise.resolve({ Content: `rendered ${entry.id}` });
}
