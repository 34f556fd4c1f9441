import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { dataOf, isRecord } from '@/build/content-check/data';
import { readContentTexts } from '@/build/content-check/files';

import { loadManifests } from '../../scripts/stand-ins/generate.mjs';

// A stand-in that sets words as its picture adds to the heading beside it (a figure, a time, a fact), never says it
// again: "THE BACKSTORY" under "The Backstory" tells the visitor nothing and reads as a placeholder
// (content/ART-DIRECTION.md).

/** A picture a content entry names and the headings it sits beside: its own object's, else the nearest one around it. */
interface Placed {
	entry: string;
	picture: string;
	headings: string[];
}

/**
 * Every picture each entry names, with the heading (and class title) of the object that holds it, or of the nearest one
 * around it. A carousel photo's title and an album photo's caption say what the photo shows, so its word may come from
 * them.
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

/** A text's words, upper-cased and split at anything not a letter or digit, padded so a phrase matches whole words only. */
const phrase = (text: string) =>
	` ${text
		.toLocaleUpperCase('en-GB')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()} `;

/**
 * Each class guide's banner whose words its description already says: the description stands beside the banner on the
 * guide's page and its cards, so the picture adds a fact ("3 LIFTS"), never the same one again ("60 MIN" beside "runs
 * for 60 minutes" is fine by this, as the words differ; "3 times a week" beside "3 TIMES" is not).
 */
function repeatedInDescription(entries: readonly { path: string; data: unknown }[], words: ReadonlyMap<string, string>): string[] {
	return entries.flatMap(({ path, data }) => {
		if (!path.startsWith('content/classes/') || !isRecord(data)) return [];
		const { image, description } = data;
		if (typeof image !== 'string' || typeof description !== 'string') return [];
		const word = words.get(normalize(join(dirname(path), image)));
		return word && phrase(description).includes(phrase(word)) ? [`${path}: its banner sets ${word}, which its description says`] : [];
	});
}

describe('repeatedInDescription', () => {
	const guide = (name: string, description: string) => ({
		path: `content/classes/${name}.mdx`,
		data: { image: `./${name}.jpg`, description },
	});
	it('finds a banner whose words the description says, as whole words in any case', () => {
		const words = new Map([
			['content/classes/row.jpg', '5 km'],
			['content/classes/lift.jpg', 'Scaled'],
			['content/classes/swim.jpg', 'Lap'],
		]);
		expect(
			repeatedInDescription(
				[guide('row', 'Row 5 KM, twice a week.'), guide('lift', 'Every lift unscaled.'), guide('swim', 'Laps of the pool.')],
				words,
			),
		).toEqual(['content/classes/row.mdx: its banner sets 5 km, which its description says']);
	});
});

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
	const entries = readContentTexts(root).map((file) => ({ path: file.path, data: dataOf(file) }));
	const placed = placedPictures(entries);

	it('sit beside headings in content', () => {
		expect(placed.filter(({ picture, headings }) => words.has(picture) && headings.length > 0).length).toBeGreaterThan(0);
	});

	it('never say again the heading beside them', () => {
		expect(repeatedHeadings(placed, words)).toEqual([]);
	});

	it("never say again a class guide's description beside its banner", () => {
		expect(repeatedInDescription(entries, words)).toEqual([]);
	});
});
