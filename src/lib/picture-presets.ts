/** How a layout slot asks for its image: the widths built and the `sizes` the browser picks them with. */
export interface PicturePreset {
	widths: number[];
	sizes: string;
	/** Crop every width to this width:height ratio, e.g. [4, 3]; without it each file keeps the upload's shape. */
	crop?: readonly [number, number];
	/**
	 * Drawn in the site's crimson grade (.photo-grade in SlotPicture.css), so a real photo sits beside the stand-ins and
	 * its neighbours as one set; false for pictures whose own colours matter (products, the map).
	 */
	grade?: false;
}

/**
 * Every in-page image slot of the site. Browsers that show the site all decode AVIF or WebP, so each slot
 * gets an AVIF source at every width and one WebP <img>, never a JPEG fallback nobody picks; widths cover phones at
 * 2-3x up to the widest the slot is drawn. Social-preview images are JPEG (sharePicture below).
 */
export const picturePresets = {
	/** Full-bleed home hero still. */
	hero: { widths: [640, 1280, 1920], sizes: '100vw' },
	/** A main page's image-led header: beside the heading from 1024 px (5/11 of the column), the column on phones. */
	pageHeader: { widths: [480, 800, 1200], sizes: '(min-width: 1280px) 540px, (min-width: 1024px) 45vw, calc(100vw - 2rem)', crop: [4, 3] },
	/** A panel section (FeatureSection's `panel`): the picture two thirds across, the words on a panel over its edge. */
	panel: { widths: [640, 960, 1400], sizes: '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw', crop: [4, 3] },
	/** The hero still's tall cut, for phones held upright. */
	heroTall: { widths: [480, 720, 1080], sizes: '100vw' },
	/** Class page header picture: a strip across the page above the heading on phones, its right 45 % from 1024 px. */
	banner: { widths: [640, 1024, 1600], sizes: '(min-width: 1024px) 40vw, 100vw' },
	/** Blog post cover, inside the article column. */
	postCover: { widths: [640, 1024, 1600], sizes: '(min-width: 896px) 832px, calc(100vw - 2rem)' },
	/** Half-width picture beside text (home, about, facilities sections). */
	feature: { widths: [400, 800, 1000], sizes: '(min-width: 1024px) 50vw, 100vw' },
	/** A home offer drawn across the page, as a 21:9 strip above its words. */
	featureWide: { widths: [640, 1280, 1600], sizes: '(min-width: 1280px) 1216px, calc(100vw - 2rem)', crop: [21, 9] },
	/** Home offers side by side as cards, two a row from 768 px. */
	offerCard: { widths: [400, 700], sizes: '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw', crop: [3, 2] },
	/** Still map beside the visiting details. */
	map: { widths: [480, 800, 1200], sizes: '(min-width: 1024px) 50vw, 100vw', grade: false },
	/**
	 * A class's card on /classes: a 2:1 strip across the card, which leaves its word room and its chalk whole; one a
	 * row on a phone, two from 640 px, three from 1024 px.
	 */
	classCard: {
		widths: [400, 800],
		sizes: '(min-width: 1280px) 395px, (min-width: 1024px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)',
		crop: [2, 1],
	},
	/**
	 * A class guide's row on /blog: a strip beside its name, as tall as the row's words on a phone, in the /classes
	 * card's crop and widths, so the two pages share the files.
	 */
	guideRow: { widths: [400, 800], sizes: '(min-width: 640px) 14rem, (min-width: 360px) 9rem, 7rem', crop: [2, 1] },
	/** Blog cards, two to four a row: never wider than 300 px (320 px on a tablet). */
	entryCard: { widths: [360, 640], sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw' },
	/** Shop category cards, one or three a row. */
	categoryCard: { widths: [400, 700, 1000], sizes: '(min-width: 768px) 33vw, 100vw', grade: false },
	/** The one shop category on sale: the whole width on a phone, half the column beside its words from 768 px. */
	categoryFeature: { widths: [400, 700, 1000], sizes: '(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw', grade: false },
	/** Product cards: at most 22rem wide, the full width on phones. */
	productCard: { widths: [320, 480, 640, 960], sizes: '(min-width: 640px) 352px, 100vw', grade: false },
	/** A category's only product: half its 48rem card beside its words from 768 px, the whole width below. */
	productAlone: { widths: [320, 480, 640, 960], sizes: '(min-width: 768px) 384px, 100vw', grade: false },
	/** Team card portraits, 4:5 across the card: two to a row on a phone, four on a wide screen (.team-card). */
	teamCard: { widths: [480, 640], sizes: '(min-width: 1280px) 280px, (min-width: 768px) 30vw, 45vw', crop: [4, 5] },
	/** A coach's 4:5 portrait on a class page, beside their name and bio: larger from 1024 px, where the row has room. */
	coach: { widths: [192, 288], sizes: '(min-width: 1024px) 144px, (min-width: 640px) 112px, 96px', crop: [4, 5] },
	/** Gallery index album covers. */
	albumCover: { widths: [400, 600, 800], sizes: '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw', crop: [4, 3] },
	/** A photo of a page's look around (/facilities): two across on a phone, three from 768 px. */
	tourPhoto: { widths: [320, 480, 640], sizes: '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw', crop: [4, 3] },
	/** The first of an odd number of look-around photos, the whole width on a phone so no row ends in a hole. */
	tourLead: { widths: [320, 480, 640], sizes: '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw', crop: [4, 3] },
	/** Album grid thumbnails: half the screen, a third from 768 px, a quarter from 1024 px, at most about 300 px. */
	albumThumb: {
		widths: [320, 480, 640],
		sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
		crop: [4, 3],
	},
	/**
	 * An album photo two columns wide (src/lib/gallery/photo-spans.ts), where the last rows take one to fill the grid;
	 * its `sizes` follow its place in the grid (photoSizes).
	 */
	albumWide: { widths: [640, 960, 1280], sizes: '(min-width: 1280px) 616px, (min-width: 1024px) 50vw, 100vw', crop: [4, 3] },
	/** Blog carousel slides across the page's column: one, two or three a view. */
	carouselSlide: { widths: [480, 960], sizes: '(min-width: 1280px) 390px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 85vw' },
} satisfies Record<string, PicturePreset>;

export type PictureSlot = keyof typeof picturePresets;

/**
 * Whether a picture takes the site's photo grade (.photo-grade in SlotPicture.css): a real photo does, in a slot whose
 * own colours do not matter; a stand-in is drawn in the grade's inks already, and grading it twice muddies it.
 */
export function takesGrade(preset: PicturePreset, standIn: boolean): boolean {
	return preset.grade !== false && !standIn;
}

/** The formats every slot is built in: AVIF at every width for the <source>, one WebP for the <img> (its fallback). */
export const pictureFormats = { sources: ['avif'], fallback: 'webp' } as const;

/**
 * The width of a slot's one WebP, for the few browsers without AVIF (before Safari 16): the slot's narrowest width,
 * never wider than the upload. Every other browser takes an AVIF from the srcset, so a wider WebP would only add build
 * time (each WebP is encoded at every build) for about one visitor in a hundred.
 */
export function fallbackWidthOf(preset: PicturePreset, uploadWidth: number): number {
	return Math.min(uploadWidth, ...preset.widths);
}

/**
 * The width, height and fit a cropped slot asks Astro for: by default the widest file at the preset's ratio, every
 * narrower one cut to the same shape; with `width`, that one file. Nothing for a slot that keeps the upload's shape.
 */
export function cropOf(
	preset: PicturePreset,
	width = Math.max(...preset.widths),
): { width: number; height: number; fit: 'cover' } | Record<string, never> {
	if (!preset.crop) return {};
	const [across, down] = preset.crop;
	return { width, height: Math.round((width * down) / across), fit: 'cover' };
}

/** A full-size photo (the gallery's no-JS link and lightbox image): the upload, at most 1600 px wide, as WebP. */
export const fullPicture = { maxWidth: 1600, format: pictureFormats.fallback } as const;

/**
 * The share picture (og:image, twitter:image) and the image structured data and the RSS feed point to: 1200 px wide,
 * the size share cards are drawn at, as JPEG, the one format every link-preview scraper reads.
 */
export const sharePicture = { width: 1200, format: 'jpg' } as const;

/**
 * What /admin makes of an uploaded photo before committing it: at most this long on its long edge, which covers the
 * widest slot with room to crop, as WebP of this quality (the one format Sveltia CMS converts to). The build makes
 * every size a slot needs from it.
 */
export const uploadPicture = { longEdge: 2400, format: 'webp', quality: 85 } as const;

/** Pictures over this many bytes grow the repository and every build; content:check names them. */
export const maxPictureBytes = 2 * 1024 * 1024;
