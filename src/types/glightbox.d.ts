// The part of glightbox 3.3 the lightbox uses (src/islands/support/lightbox-dialog.ts). This declaration takes the place of
// the package's own index.d.ts, which types the `elements` option as an empty array and marks preloadSlide private.
declare module 'glightbox' {
	interface Options {
		elements: import('../lib/gallery/browser/lightbox.ts').GlightboxElement[];
		loop: boolean;
		preload: boolean;
		openEffect: 'zoom' | 'fade' | 'none';
		closeEffect: 'zoom' | 'fade' | 'none';
		slideEffect: 'slide' | 'zoom' | 'fade' | 'none';
	}

	interface Glightbox {
		openAt(index: number): void;
		destroy(): void;
		on(event: 'close' | 'slide_changed', callback: () => void): void;
		getActiveSlideIndex(): number;
		preloadSlide(index: number): void;
	}

	export default function GLightbox(options: Options): Glightbox;
}
