import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dataOf, isRecord } from '@/build/content-check/data';
import { readContentTexts } from '@/build/content-check/files';
import { loadManifests } from '../../scripts/stand-ins/generate.mjs';

// A stand-in that sets words as its picture adds to the heading beside it (a figure, a time, a fact), never says it
// again: "THE BACKSTORY" under "The Backstory" tells the visitor nothing and reads as a placeholder (content/ART-DIRECTION.md).

/** A picture a content entry names and the headings it sits beside: its own object's, else the nearest one around it. */
interface Placed {
	entry: string;
	picture: string;
	headings: string[];
}

/**
 * Every picture each entry names, with the heading (and class title) of the object that holds it, or of the nearest one
 * around it. A carousel photo's title and an album photo's caption say what the photo shows, so its word may come from them.
 */
function placedPictures(entries: readonly { path: string; data: unknown }[]): Placed[] {
	const found: Placed[] = [];
	const walk = (node: unknown, path: string, around: string[]) => {
		if (Array.isArray(node)) for (const item of node) walk(item, path, around);
		if (!isRecord(node)) return;
		const own = ['heading', 'classTitle'].flatMap((key) => (typeof node[key] === 'string' ? [node[key]] : []));
		const headings = own.length > 0 ? own : around;
		if (typeof node['image'] === 'string' && /^\.\.?\//.test(node['image']))
			found.push({ entry: path, picture: normalize(join(dirname(path), node['image'])), headings });
		for (const value of Object.values(node)) walk(value, path, headings);
	};
	for (const { path, data } of entries) walk(data, path, []);
	return found;
}

const letters = (text: string) => text.toLocaleUpperCase('en-GB').replace(/[^\p{L}\p{N}]/gu, '');

/** Each picture whose words say again the heading beside it (or a word of it, as KINES beside Kinesiology). */
function repeatedHeadings(placed: readonly Placed[], words: ReadonlyMap<string, string>): string[] {
	return placed.flatMap(({ entry, picture, headings }) => {
		const word = words.get(picture);
		if (!word) return [];
		const set = letters(word);
		return headings
			.filter((heading) => letters(heading).includes(set) || set.includes(letters(heading)))
			.map((heading) => `${picture} sets ${word} beside "${heading}" (${entry})`);
	});
}

describe('repeatedHeadings', () => {
	const placed = placedPictures([
		{ path: 'content/pages/a.yaml', data: { heading: 'Front', sections: [{ heading: 'The Backstory', image: './backstory.jpg' }] } },
		{ path: 'content/classes/b.mdx', data: { heading: 'Kinesiology', classTitle: 'Kines', image: './b.jpg' } },
		{ path: 'content/pages/c.yaml', data: { heading: 'The Crew', header: { image: './c.jpg', alt: 'x' } } },
		{ path: 'content/pages/d.yaml', data: { heading: 'Hydra', image: './d.jpg' } },
	]);

	it('places each picture beside its own heading, or the one around it', () => {
		expect(placed).toEqual([
			{ entry: 'content/pages/a.yaml', picture: 'content/pages/backstory.jpg', headings: ['The Backstory'] },
			{ entry: 'content/classes/b.mdx', picture: 'content/classes/b.jpg', headings: ['Kinesiology', 'Kines'] },
			{ entry: 'content/pages/c.yaml', picture: 'content/pages/c.jpg', headings: ['The Crew'] },
			{ entry: 'content/pages/d.yaml', picture: 'content/pages/d.jpg', headings: ['Hydra'] },
		]);
	});

	it('finds words that say the heading again, in any case or spacing, and lets words that add something pass', () => {
		const words = new Map([
			['content/pages/backstory.jpg', 'THE BACKSTORY'],
			['content/classes/b.jpg', 'Kines'],
			['content/pages/c.jpg', 'crew'],
			['content/pages/d.jpg', '9 km'],
		]);
		expect(repeatedHeadings(placed, words)).toEqual([
			'content/pages/backstory.jpg sets THE BACKSTORY beside "The Backstory" (content/pages/a.yaml)',
			'content/classes/b.jpg sets Kines beside "Kinesiology" (content/classes/b.mdx)',
			'content/classes/b.jpg sets Kines beside "Kines" (content/classes/b.mdx)',
			'content/pages/c.jpg sets crew beside "The Crew" (content/pages/c.yaml)',
		]);
	});
});

describe('stand-in words', async () => {
	const root = fileURLToPath(new URL('../../', import.meta.url));
	const specs = Object.values(await loadManifests()).flat();
	const words = new Map(specs.flatMap((spec) => (spec.word ? [[normalize(spec.out), spec.word] as const] : [])));
	const placed = placedPictures(readContentTexts(root).map((file) => ({ path: file.path, data: dataOf(file) })));

	it('sit beside headings in content', () => {
		expect(placed.filter(({ picture, headings }) => words.has(picture) && headings.length > 0).length).toBeGreaterThan(0);
	});

	it('never say again the heading beside them', () => {
		expect(repeatedHeadings(placed, words)).toEqual([]);
	});
});
