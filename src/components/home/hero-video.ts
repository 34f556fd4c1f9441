/**
 * The hero video's files in public/, each as WebM and MP4: the wide cut, and the tall cut for phones held upright
 * (played only when content/settings/site.yaml names its still, `heroPosterTall`).
 */
export const heroVideos = { wide: 'media/hero', tall: 'media/hero-tall' } as const;

/** The formats of each cut, in the order the browser tries them: WebM (VP9) is smaller, MP4 (H.264) plays everywhere. */
export const heroVideoFormats = ['webm', 'mp4'] as const;
