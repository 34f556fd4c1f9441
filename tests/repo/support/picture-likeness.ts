import sharp from 'sharp';

// How alike two pictures look, for the stand-in art's "every slot its own picture" rule: a difference hash (the
// picture in grey at 17 x 16, one bit per pixel for "brighter than its right-hand neighbour"), which a change of
// size, format or compression leaves almost as it is, and the number of bits two hashes differ in.

const side = 16;

/** The picture's 256-bit difference hash, one 0/1 per bit. */
export async function differenceHash(input: string | Buffer): Promise<Uint8Array> {
	const { data } = await sharp(input)
		.greyscale()
		.resize(side + 1, side, { fit: 'fill' })
		.raw()
		.toBuffer({ resolveWithObject: true });
	const bits = new Uint8Array(side * side);
	for (let y = 0; y < side; y++)
		for (let x = 0; x < side; x++) bits[y * side + x] = (data[y * (side + 1) + x] ?? 0) < (data[y * (side + 1) + x + 1] ?? 0) ? 1 : 0;
	return bits;
}

/** The bits two hashes differ in, 0 (the same picture) to 256; unrelated pictures differ in about half. */
export function hashDistance(a: Uint8Array, b: Uint8Array): number {
	let distance = 0;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) distance++;
	return distance;
}

/** Every pair of pictures whose hashes differ in fewer than `closerThan` bits, the closest first. */
export function lookAlikes(pictures: { path: string; hash: Uint8Array }[], closerThan: number): string[] {
	const pairs: [number, string][] = [];
	for (let i = 0; i < pictures.length; i++)
		for (let j = i + 1; j < pictures.length; j++) {
			const [a, b] = [pictures[i]!, pictures[j]!];
			const distance = hashDistance(a.hash, b.hash);
			if (distance < closerThan) pairs.push([distance, `${a.path} and ${b.path} (${distance} of 256 bits apart)`]);
		}
	return pairs.sort(([a], [b]) => a - b).map(([, pair]) => pair);
}

/** Every picture that more than one content entry names, with the entries that name it. */
export function sharedPictures(refs: { entry: string; picture: string }[]): string[] {
	const namedBy = new Map<string, Set<string>>();
	for (const { entry, picture } of refs) namedBy.set(picture, (namedBy.get(picture) ?? new Set()).add(entry));
	return [...namedBy]
		.filter(([, entries]) => entries.size > 1)
		.map(([picture, entries]) => `${picture} is named by ${[...entries].sort().join(' and ')}`);
}
