import { type LightboxButtons, lightboxCounter, type LightboxSlide, neighbours, toGlightboxElements } from '@/lib/gallery/browser/lightbox';

// By URL, not as a CSS import: Astro links every CSS import a page can reach in its <head>, and this
// stylesheet (glightbox's plus the site's touches) should wait until the lightbox is wanted.
import stylesheet from './lightbox-dialog.css?url';
import { nextTabStop } from './modal.ts';

/** What the island needs to open the album's lightbox. */
export interface LightboxOptions {
	slides: LightboxSlide[];
	label: string;
	/** Shown on touch screens under the photo, e.g. 'Swipe for the next photo'. */
	swipeHint: string;
	buttons: LightboxButtons;
	fallbackSrc: string;
}

/** An album's lightbox, ready to open. */
export interface LightboxDialog {
	/** Opens at slide `index`; focus returns to `opener` on close. */
	open(index: number, opener: HTMLElement): void;
	destroy(): void;
}

/**
 * Loads glightbox (JS and CSS) and prepares the album's lightbox. glightbox reads `window` when imported,
 * so this only ever runs in the browser, and only once the grid has been used.
 */
export async function createLightboxDialog({ slides, label, swipeHint, buttons, fallbackSrc }: LightboxOptions): Promise<LightboxDialog> {
	const [module] = await Promise.all([import('glightbox'), addStylesheet(stylesheet)]);
	const GLightbox = module.default;
	const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
	const lightbox = GLightbox({
		elements: toGlightboxElements(slides),
		loop: true,
		preload: true,
		openEffect: still ? 'none' : 'zoom',
		closeEffect: still ? 'none' : 'zoom',
		slideEffect: still ? 'none' : 'slide',
	});

	let release: (() => void)[] = [];
	let opener: HTMLElement | undefined;

	let status: { update(index: number): void } | undefined;
	// glightbox preloads the slides either side without wrapping; slide 1's previous is the last one.
	lightbox.on('slide_changed', () => {
		for (const index of neighbours(lightbox.getActiveSlideIndex(), slides.length)) lightbox.preloadSlide(index);
		status?.update(lightbox.getActiveSlideIndex());
	});
	lightbox.on('close', () => {
		for (const undo of release) undo();
		release = [];
		opener?.focus();
	});

	return {
		open(index, from) {
			opener = from;
			release = [lockScroll(), showPlaceholderOnError(fallbackSrc)];
			lightbox.openAt(index);
			const dialog = document.getElementById('glightbox-body');
			if (!dialog) return;
			dialog.setAttribute('aria-modal', 'true');
			dialog.setAttribute('aria-label', label);
			for (const [selector, name] of [
				['.gclose', buttons.close],
				['.gprev', buttons.previous],
				['.gnext', buttons.next],
			] as const)
				dialog.querySelector(selector)?.setAttribute('aria-label', name);
			status = addStatus(dialog, slides.length, swipeHint);
			status.update(index);
			release.push(trapFocus(dialog));
			dialog.querySelector<HTMLElement>('.gclose')?.focus();
		},
		destroy() {
			lightbox.destroy();
			for (const undo of release) undo();
			release = [];
		},
	};
}

/** The "3 / 8" counter, announced as it changes, and on touch screens a hint that the photos swipe. */
function addStatus(dialog: HTMLElement, count: number, swipeHint: string): { update(index: number): void } {
	dialog.querySelector('.lightbox-status')?.remove();
	const box = Object.assign(document.createElement('div'), { className: 'lightbox-status' });
	const counter = Object.assign(document.createElement('p'), { className: 'lightbox-count' });
	counter.setAttribute('aria-live', 'polite');
	const hint = Object.assign(document.createElement('p'), { className: 'lightbox-hint', textContent: swipeHint });
	box.append(counter, hint);
	dialog.append(box);
	return {
		update(index) {
			counter.textContent = lightboxCounter(index, count);
		},
	};
}

/** Adds a stylesheet link and waits for it, so the lightbox never opens unstyled. */
function addStylesheet(href: string): Promise<void> {
	return new Promise((resolve, reject) => {
		const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
		link.addEventListener('load', () => resolve());
		link.addEventListener('error', () => reject(new Error(`Could not load ${href}`)));
		document.head.append(link);
	});
}

/**
 * Stops the page scrolling behind the lightbox. glightbox would otherwise measure the scroll bar and add a
 * <style> element to make up for it, which the site's CSP blocks; with the root not scrolling it measures none.
 */
function lockScroll(): () => void {
	const root = document.documentElement;
	const { overflow, paddingRight } = root.style;
	const scrollBar = window.innerWidth - root.clientWidth;
	root.style.overflow = 'hidden';
	if (scrollBar > 0) root.style.paddingRight = `${scrollBar}px`;
	return () => {
		root.style.overflow = overflow;
		root.style.paddingRight = paddingRight;
	};
}

/** A full-size image that fails to load shows the placeholder; glightbox would keep its spinner going. */
function showPlaceholderOnError(fallbackSrc: string): () => void {
	const onError = (event: Event) => {
		const img = event.target;
		if (!(img instanceof HTMLImageElement) || !img.closest('.glightbox-container') || img.dataset['fellBack']) return;
		img.dataset['fellBack'] = 'true';
		img.removeAttribute('srcset');
		img.src = fallbackSrc;
	};
	document.addEventListener('error', onError, true);
	return () => document.removeEventListener('error', onError, true);
}

/**
 * Keeps Tab and Shift+Tab on the lightbox's controls. glightbox's own handler only moves forwards and lets go
 * once a button was clicked, so this one runs first and stops the event.
 */
function trapFocus(dialog: HTMLElement): () => void {
	const onKeydown = (event: KeyboardEvent) => {
		if (event.key !== 'Tab') return;
		event.preventDefault();
		event.stopPropagation();
		const stops = [...dialog.querySelectorAll<HTMLElement>('button, a[href]')].filter((el) => el.getClientRects().length > 0);
		nextTabStop(stops, document.activeElement, event.shiftKey)?.focus();
	};
	document.addEventListener('keydown', onKeydown, true);
	return () => document.removeEventListener('keydown', onKeydown, true);
}
