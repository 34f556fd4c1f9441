/**
 * The picture file types content/ may hold: the one list the content checks, the CMS-facing audits, the gallery and
 * the build's clean-up read. Plain data with no imports, so the content check (plain Node) can load it too.
 */
export const imageExtensions = ['avif', 'jpg', 'jpeg', 'png', 'webp', 'svg'] as const;

/** The photo types: every picture type but SVG, which has no pixel size to check and is never resized. */
export const photoExtensions = imageExtensions.filter((ext) => ext !== 'svg');

const endingIn = (extensions: readonly string[]): RegExp => new RegExp(`\\.(?:${extensions.join('|')})$`, 'i');

/** A path ending in a picture type, in any case (`logo.svg`, `IMG_0001.JPG`). */
export const imageFile = endingIn(imageExtensions);

/** A path ending in a photo type, in any case. */
export const photoFile = endingIn(photoExtensions);

/**
 * The brace part of a glob for the picture types in lower and upper case, `{avif,…,AVIF,…}`: a glob, unlike the
 * regular expressions, tells case apart.
 */
export const imageGlob = `{${[...imageExtensions, ...imageExtensions.map((ext) => ext.toUpperCase())].join(',')}}`;
