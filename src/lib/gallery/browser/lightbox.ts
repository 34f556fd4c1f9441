import { escapeHtml } from '../../browser/escape-html.ts';

/** One photo as the lightbox shows it: the full-size image, its alt text and an optional caption. */
export interface LightboxSlide {
	href: string;
	alt: string;
	caption?: string;
}

/** A slide as glightbox takes it in its `elements` option. */
/** What screen readers call the open lightbox's buttons (content/pages/gallery.yaml). */
export interface LightboxButtons {
	close: string;
	previous: string;
	next: string;
}

export interface GlightboxElement {
	type: 'image';
	href: string;
	alt: string;
	description: string;
}

/** The slides in glightbox's element format, captions escaped: glightbox writes them with innerHTML, and a caption is words. */
export function toGlightboxElements(slides: readonly LightboxSlide[]): GlightboxElement[] {
	return slides.map(({ href, alt, caption }) => ({ type: 'image', href, alt, description: caption ? escapeHtml(caption) : '' }));
}

/** The previous and next slide of `index`, wrapping around the album (glightbox itself preloads without wrapping). */
export function neighbours(index: number, count: number): number[] {
	if (count < 2) return [];
	return [...new Set([(index - 1 + count) % count, (index + 1) % count])];
}

/** The counter under an open photo, e.g. "3 / 8" for the third of eight (index counts from 0). */
export function lightboxCounter(index: number, count: number): string {
	return `${index + 1} / ${count}`;
}
