import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

import Icon from '@/icons/Icon';
import { fillTemplate } from '@/lib/browser/fill-template';

import { withErrorBoundary } from './support/IslandErrorBoundary.tsx';

export interface Slide {
	/** The one WebP, for browsers without AVIF (src/pictures/picture-files.ts). */
	src: string;
	avifSrcSet: string;
	width: number;
	height: number;
	alt: string;
	title?: string;
}

export interface Props {
	/** Unique on the page; the track is `<id>-track`. */
	id: string;
	/** Accessible name of the carousel, usually the heading above it. */
	label: string;
	slides: Slide[];
	/** `sizes` for the slide images, matching 1, 2 and 3 slides per view. */
	sizes: string;
	/**
	 * The buttons' names, the words read out on each move, each slide's name, and what a screen reader calls the
	 * carousel and a slide (content/settings/words.yaml).
	 */
	words: { previous: string; next: string; slide: string; position: string; kind: string; slideKind: string };
}

function usePrefersReducedMotion(): boolean {
	const [reduced, setReduced] = useState(false);
	useEffect(() => {
		const query = window.matchMedia('(prefers-reduced-motion: reduce)');
		const update = () => setReduced(query.matches);
		update();
		query.addEventListener('change', update);
		return () => query.removeEventListener('change', update);
	}, []);
	return reduced;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
	return <Icon name={direction === 'left' ? 'chevronLeft' : 'chevronRight'} size={22} />;
}

const buttonClass =
	'inline-flex size-12 items-center justify-center rounded-full border-2 border-paper/70 text-paper hover:bg-paper hover:text-ink';

function Carousel({ id, label, slides, sizes, words }: Props) {
	const reducedMotion = usePrefersReducedMotion();
	const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' });
	// Embla's API exists once it has taken over the track; before that the row scrolls natively.
	const ready = api !== undefined;
	const [announcement, setAnnouncement] = useState('');
	// The slide at the start, shown as "1 / 6" so a phone, with one slide in view, shows that more follow.
	const [selected, setSelected] = useState(0);
	const trackId = `${id}-track`;

	useEffect(() => {
		if (!api) return;
		// A visitor may have scrolled the row natively before hydration; Embla moves the track from now on.
		api.rootNode().scrollLeft = 0;
		const announce = () => {
			const index = api.selectedScrollSnap();
			setSelected(index);
			const title = slides[index]?.title;
			setAnnouncement(
				`${fillTemplate(words.slide, { number: String(index + 1), count: String(slides.length) })}${title ? `: ${title}` : ''}`,
			);
		};
		api.on('select', announce);
		return () => {
			api.off('select', announce);
		};
	}, [api, slides, words.slide]);

	// The buttons show before the island wakes, and the tap that woke it is replayed as soon as React mounts, a
	// moment before Embla has taken over the track: such a move waits for it.
	const waiting = useRef<'previous' | 'next' | undefined>(undefined);
	useEffect(() => {
		if (!api || !waiting.current) return;
		if (waiting.current === 'previous') api.scrollPrev(reducedMotion);
		else api.scrollNext(reducedMotion);
		waiting.current = undefined;
	}, [api, reducedMotion]);
	// Visitors who prefer reduced motion jump straight to the slide instead of watching it glide.
	const previous = useCallback(() => {
		if (api) api.scrollPrev(reducedMotion);
		else waiting.current = 'previous';
	}, [api, reducedMotion]);
	const next = useCallback(() => {
		if (api) api.scrollNext(reducedMotion);
		else waiting.current = 'next';
	}, [api, reducedMotion]);
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'ArrowLeft') previous();
		else if (event.key === 'ArrowRight') next();
		else return;
		event.preventDefault();
	};

	return (
		// A named <section> is the carousel's region. Arrow keys work wherever focus is inside it: the track or either
		// button. data-carousel and data-slide are for the print sheet: the role descriptions are words staff may reword.
		// eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
		<section data-carousel="" aria-roledescription={words.kind} aria-label={label} onKeyDown={ready ? onKeyDown : undefined}>
			<div
				ref={viewportRef}
				id={trackId}
				// Focusable so keyboard users can reach it: it scrolls natively without JavaScript and takes the arrow keys with
				// it.
				// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
				tabIndex={0}
				// Scrolls natively until Embla takes over; the attribute, not a class swap, keeps every class in the server HTML.
				data-ready={ready || undefined}
				className="snap-x snap-mandatory overflow-x-auto rounded-lg focus-visible:outline-offset-4 data-ready:snap-none data-ready:overflow-hidden"
			>
				<div className="-ml-4 flex touch-pan-y">
					{slides.map((slide, i) => (
						<div
							key={slide.src}
							role="group"
							data-slide=""
							aria-roledescription={words.slideKind}
							aria-label={fillTemplate(words.position, { number: String(i + 1), count: String(slides.length) })}
							// On phones the next slide peeks in at the edge, so the row reads as more to come.
							className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 md:basis-1/2 lg:basis-1/3"
						>
							{/* The figure, not the padded slide, snaps to the start, so no-JS scrolling lines photos up with the edge. */}
							<figure className="snap-start">
								<picture>
									<source type="image/avif" srcSet={slide.avifSrcSet} sizes={sizes} />
									<img
										src={slide.src}
										width={slide.width}
										height={slide.height}
										alt={slide.alt}
										loading="lazy"
										decoding="async"
										className="aspect-4/3 w-full rounded-lg bg-steel object-cover outline-1 -outline-offset-1 outline-paper/10"
									/>
								</picture>
								{slide.title && <figcaption className="mt-3 font-display text-xl tracking-wide uppercase">{slide.title}</figcaption>}
							</figure>
						</div>
					))}
				</div>
			</div>
			{/* In the server HTML, so they are there from the first paint whenever scripts run: a tap before the island
			    wakes is held and replayed (src/integrations/page-pipeline/runtime/interaction.ts). Without scripts they could not work, so
			    they are hidden by a media query, not by the island, and nothing moves when it wakes. */}
			<div className="mt-6 flex items-center justify-end gap-3 noscript:hidden">
				<p aria-hidden="true" className="tabular mr-auto font-display text-lg tracking-wider text-muted">
					<span className="text-paper">{selected + 1}</span> / {slides.length}
				</p>
				<button type="button" onClick={previous} aria-controls={trackId} aria-label={words.previous} className={buttonClass}>
					<Arrow direction="left" />
				</button>
				<button type="button" onClick={next} aria-controls={trackId} aria-label={words.next} className={buttonClass}>
					<Arrow direction="right" />
				</button>
			</div>
			<p aria-live="polite" aria-atomic="true" className="sr-only">
				{announcement}
			</p>
		</section>
	);
}

/**
 * A looping photo carousel: 1, 2 or 3 slides per view; buttons and arrow keys; a scrollable row without JavaScript. If
 * it fails, the photos stay, one under another.
 */
export default withErrorBoundary(Carousel, ({ slides }) => (
	<ul>
		{slides.map((slide) => (
			<li key={slide.src}>
				<img src={slide.src} width={slide.width} height={slide.height} alt={slide.alt} loading="lazy" className="w-full rounded-lg" />
			</li>
		))}
	</ul>
));
