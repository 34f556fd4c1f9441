/**
 * The photos a page picks from an album by their place in it (1 is the first), in the order it names them, leaving out
 * any the page already shows elsewhere (`shown`: their file addresses), so no picture appears twice on a page. A place
 * past the album's end stops the build, naming it.
 */
export function pickPhotos<T extends { image: { src: string } | undefined }>(
	photos: readonly T[],
	places: readonly number[],
	shown: readonly (string | undefined)[],
	where: string,
): T[] {
	const taken = new Set(shown.filter((src) => src !== undefined));
	const picked: T[] = [];
	for (const place of places) {
		const photo = photos[place - 1];
		if (!photo) throw new Error(`${where}: photo ${place} is not in the album, which has ${photos.length}`);
		const src = photo.image?.src;
		if (src !== undefined && taken.has(src)) continue;
		if (src !== undefined) taken.add(src);
		picked.push(photo);
	}
	return picked;
}
