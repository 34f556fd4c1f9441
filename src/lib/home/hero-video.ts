/** The formats of each cut, in the order the browser tries them: WebM (VP9) is smaller, MP4 (H.264) plays everywhere. */
const heroVideoFormats = ['webm', 'mp4'] as const;

/**
 * The files of a hero video that content/settings/site.yaml names (`heroVideo`, `heroVideoTall`: an address in public/
 * without its extension), one per format: its address on the site and its path from the repository's root.
 */
export const heroVideoFiles = (address: string) =>
	heroVideoFormats.map((format) => ({ format, src: `${address}.${format}`, path: `public${address}.${format}` }));
