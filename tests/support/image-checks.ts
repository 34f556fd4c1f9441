import { describe, type HtmlElement } from './html-dom';
import { parseSrcset } from './link-checks';

// Images drawn at least this wide are content photos; logos, badges and icons are smaller.
const contentPhotoMinWidth = 300;
const modernFormats = /\.(avif|webp)(\?|$)/i;

/**
 * Every <img> has alt, width and height; every content photo is offered as AVIF or WebP with a srcset.
 * Returns problems.
 */
export function checkImages(doc: HtmlElement): string[] {
	const problems: string[] = [];
	for (const img of doc.querySelectorAll('img')) {
		const where = describe(img);
		if (!img.hasAttribute('alt')) problems.push(`${where} has no alt attribute (use alt="" for decoration)`);
		for (const dimension of ['width', 'height']) {
			const value = img.getAttributeValue(dimension);
			if (value === null) problems.push(`${where} has no ${dimension} attribute`);
			else if (!/^[1-9]\d*$/.test(value)) problems.push(`${where} has ${dimension}="${value}", which is not a whole number of pixels`);
		}
		if (isContentPhoto(img)) problems.push(...checkContentPhoto(img, where));
	}
	return problems;
}

function isContentPhoto(img: HtmlElement): boolean {
	const src = img.getAttributeValue('src') ?? '';
	if (src.startsWith('data:') || /\.svg(\?|$)/i.test(src)) return false;
	return Number(img.getAttributeValue('width') ?? 0) >= contentPhotoMinWidth;
}

function checkContentPhoto(img: HtmlElement, where: string): string[] {
	const picture = img.parent?.is('picture') ? img.parent : null;
	const sources = picture ? picture.querySelectorAll('source') : [];
	const modern =
		modernFormats.test(img.getAttributeValue('src') ?? '') ||
		sources.some((source) => /^image\/(avif|webp)$/i.test(source.getAttributeValue('type') ?? ''));
	const srcsets = [img, ...sources].map((el) => parseSrcset(el.getAttributeValue('srcset') ?? ''));
	const problems: string[] = [];
	if (!modern) problems.push(`${where} is a content photo but is not offered as AVIF or WebP (use <Picture> or <Image> from astro:assets)`);
	if (!srcsets.some((urls) => urls.length >= 2)) problems.push(`${where} is a content photo without a srcset of several sizes`);
	return problems;
}
