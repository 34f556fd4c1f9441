import { getImage } from 'astro:assets';

import { absoluteUrl } from '@/lib/navigation/links';
import {
	cropOf,
	fallbackWidthOf,
	fullPicture,
	pictureFormats,
	picturePresets,
	type PictureSlot,
	sharePicture,
} from '@/lib/picture-presets';

// Every file the build makes from a picture is asked for here, in one of three shapes: a layout slot's sources (a
// page's <picture>, a carousel slide), the full-size photo (the gallery's link and lightbox), and the share picture
// (link previews, the feed, structured data). Logos keep their own size and format (Astro's <Image>).

/** A picture for a layout slot: AVIF at each of the slot's widths, and one WebP for the few browsers without AVIF. */
export interface SlotSources {
	/** The AVIF srcset. */
	srcSet: string;
	sizes: string;
	/** The WebP for the <img> (fallbackWidthOf). */
	fallback: string;
	width: number;
	height: number;
}

/** The files of `image` in `slot` (src/lib/picture-presets.ts), cut to the slot's shape when it has one. */
export async function slotSources(image: ImageMetadata, slot: PictureSlot): Promise<SlotSources> {
	const preset = picturePresets[slot];
	const [format] = pictureFormats.sources;
	const source = await getImage({ src: image, widths: preset.widths, sizes: preset.sizes, format, ...cropOf(preset) });
	const fallbackWidth = fallbackWidthOf(preset, image.width);
	const fallback = await getImage({ src: image, width: fallbackWidth, ...cropOf(preset, fallbackWidth), format: pictureFormats.fallback });
	return {
		srcSet: source.srcSet.attribute,
		sizes: preset.sizes,
		fallback: fallback.src,
		width: Number(source.attributes['width']),
		height: Number(source.attributes['height']),
	};
}

/** The full-size photo: the upload, at most fullPicture's width, as WebP. */
export async function fullPictureSrc(image: ImageMetadata): Promise<string> {
	return (await getImage({ src: image, width: Math.min(image.width, fullPicture.maxWidth), format: fullPicture.format })).src;
}

/** The share picture (sharePicture): its address on the site and its size. */
export async function sharePictureOf(image: ImageMetadata): Promise<{ src: string; width: number; height: number }> {
	const share = await getImage({ src: image, ...sharePicture });
	return { src: share.src, width: Number(share.attributes['width']), height: Number(share.attributes['height']) };
}

/** The share picture's absolute URL, for structured data and the feed. */
export async function absoluteImageUrl(image: ImageMetadata, siteUrl: string): Promise<string> {
	return absoluteUrl((await sharePictureOf(image)).src, siteUrl);
}

/** The logo's address for structured data: an SVG logo as it is, a raster one as JPEG. */
export async function absoluteLogoUrl(logo: ImageMetadata, siteUrl: string): Promise<string> {
	const file = await getImage({ src: logo, format: logo.format === 'svg' ? 'svg' : 'jpg' });
	return absoluteUrl(file.src, siteUrl);
}
