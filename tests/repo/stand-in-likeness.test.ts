import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { findStandInPictures } from '@/build/launch/stand-ins';

import { standInSvg } from '../../scripts/stand-ins/art/equipment.mjs';
import { loadManifests } from '../../scripts/stand-ins/generate.mjs';
import { differenceHash, hashDistance, lookAlikes, sharedPictures } from './support/picture-likeness';

// Every slot has its own picture: no two stand-ins in content/ look alike (the same subject in the same framing
// reads as one picture used twice, whatever its palette or size). Pictures without the stand-in marker are real
// photos staff uploaded, so they are left out: using one photo twice is the gym's choice.
const closerThan = 56;

describe('difference hashes', () => {
	const drawn = (subject: 'plate' | 'rope', seed = 0) =>
		sharp(Buffer.from(standInSvg({ width: 800, height: 600, subject, seed, grain: false })));

	it('find one picture at two sizes and qualities alike, and two subjects apart', async () => {
		const large = await differenceHash(await drawn('plate').jpeg({ quality: 90 }).toBuffer());
		const small = await differenceHash(await drawn('plate').resize(300).jpeg({ quality: 40 }).toBuffer());
		const other = await differenceHash(await drawn('rope').jpeg({ quality: 90 }).toBuffer());
		expect(hashDistance(large, small)).toBeLessThan(closerThan / 2);
		expect(hashDistance(large, other)).toBeGreaterThan(closerThan);
		expect(
			lookAlikes(
				[
					{ path: 'a', hash: large },
					{ path: 'b', hash: small },
					{ path: 'c', hash: other },
				],
				closerThan,
			),
		).toEqual([`a and b (${hashDistance(large, small)} of 256 bits apart)`]);
	});
});

describe('stand-in pictures', async () => {
	// From the project folder, wherever the runner starts; finding no pictures at all is a broken glob, not a pass.
	const root = fileURLToPath(new URL('../../', import.meta.url));
	const files = globSync('content/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG}', { cwd: root }).map((path) => ({
		path: join(root, path),
		bytes: readFileSync(join(root, path)),
	}));
	const standIns = findStandInPictures(files);
	const pictures = await Promise.all(standIns.map(async (path) => ({ path, hash: await differenceHash(path) })));

	it('are found', () => {
		expect(files.length).toBeGreaterThan(0);
	});

	// A word set as the picture is told from another by its word, which a difference hash cannot read: two words
	// centred on the same ground hash alike. So those are kept apart by their words, and every other pair by its hash.
	const specs = Object.values(await loadManifests()).flat();
	const words = new Map(
		specs.flatMap((spec) => (spec.word ? [[join(root, spec.out), spec.word.toLocaleUpperCase('en-GB')] as const] : [])),
	);

	it('are each their own picture, none like another', () => {
		const plain = pictures.filter(({ path }) => !words.has(path));
		const set = pictures.filter(({ path }) => words.has(path));
		expect([
			...lookAlikes(plain, closerThan),
			...set.flatMap((word) => lookAlikes([word, ...plain], closerThan).filter((found) => found.startsWith(`${word.path} and `))),
		]).toEqual([]);
	});

	it('set each word as a picture once', () => {
		expect(words.size).toBeGreaterThan(0);
		expect(new Set(words.values()).size).toBe(words.size);
	});
});

// One picture, one place: a stand-in named by two entries (an album photo borrowed as a page's header) shows on two
// page types. A card that previews its own entry (a guide's banner on /blog, an album's cover on /gallery) is that
// entry's picture, named once. Real photos are left out: showing one twice is the gym's choice.
describe('pictures named by content', () => {
	it('find a picture two entries name', () => {
		expect(
			sharedPictures([
				{ entry: 'a.yaml', picture: 'x.jpg' },
				{ entry: 'a.yaml', picture: 'x.jpg' },
				{ entry: 'b.yaml', picture: 'y.jpg' },
				{ entry: 'c.mdx', picture: 'y.jpg' },
			]),
		).toEqual(['y.jpg is named by b.yaml and c.mdx']);
	});

	it('name each stand-in from one entry only', () => {
		const root = fileURLToPath(new URL('../../', import.meta.url));
		// The staff guides' examples name files that need not exist; an entry names a file that does (the build says so).
		const refs = globSync('content/**/*.{yaml,yml,md,mdx}', { cwd: root }).flatMap((entry) =>
			[...readFileSync(join(root, entry), 'utf8').matchAll(/\.\.?\/[^\s'",)\]]+\.(?:jpe?g|png|webp|avif|svg)\b/gi)]
				.map(([path]) => ({
					entry,
					picture: relative(root, join(root, dirname(entry), path)),
				}))
				.filter(({ picture }) => existsSync(join(root, picture))),
		);
		expect(refs.length).toBeGreaterThan(0);
		const standIns = new Set(
			findStandInPictures(
				[...new Set(refs.map(({ picture }) => picture))].map((path) => ({ path, bytes: readFileSync(join(root, path)) })),
			),
		);
		expect(sharedPictures(refs.filter(({ picture }) => standIns.has(picture)))).toEqual([]);
	});
});
