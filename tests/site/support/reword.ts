import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { isScalar, parseDocument, visit } from 'yaml';

// Rewording as staff do it, on a copy of the site: every string of content/settings/words.yaml and every heading of
// content/pages/*.yaml gets `marker` appended, so no word of the site reads as it did. Placeholders ({time}) stay.

/** Appends `marker` to each string scalar of a YAML file that `pick` chooses by its key, keeping the file's layout. */
function rewordFile(path: string, marker: string, pick: (key: string) => boolean): string[] {
	const doc = parseDocument(readFileSync(path, 'utf8'));
	const reworded: string[] = [];
	visit(doc, {
		Pair(_, pair) {
			const { key, value } = pair;
			if (!isScalar(key) || !isScalar(value) || typeof value.value !== 'string' || !pick(String(key.value))) return;
			const words = `${value.value} ${marker}`;
			value.value = words;
			reworded.push(words);
		},
	});
	writeFileSync(path, doc.toString({ lineWidth: 0 }));
	return reworded;
}

/** Rewords the copy at `dir`; returns the new words, each as the site now holds it. */
export function rewordSite(dir: string, marker: string): string[] {
	const pages = join(dir, 'content/pages');
	return [
		...rewordFile(join(dir, 'content/settings/words.yaml'), marker, () => true),
		...readdirSync(pages)
			.filter((name) => name.endsWith('.yaml'))
			.sort()
			.flatMap((name) => rewordFile(join(pages, name), marker, (key) => key === 'heading')),
	];
}
