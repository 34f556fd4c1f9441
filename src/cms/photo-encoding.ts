/** The part of OffscreenCanvas that Sveltia CMS encodes uploads and thumbnails with. */
interface Encoder {
	convertToBlob: (this: Encoder, options?: ImageEncodeOptions) => Promise<Blob>;
}

/**
 * Makes a canvas asked for WebP give JPEG where the browser cannot encode WebP (Safari), instead of the PNG browsers
 * fall back to: a resized phone photo as PNG would weigh more than the photo itself. Sveltia's own fallback, a WebP
 * encoder fetched from unpkg.com, is switched off (src/cms/sveltia-bundle.ts), as /admin loads nothing from a CDN.
 * Run in the browser from its source (/admin/cms-hooks.js), so it must stay self-contained.
 */
export function encodeJpegForMissingWebp(encoder: Encoder): void {
	const convert = encoder.convertToBlob;
	encoder.convertToBlob = async function (this: Encoder, options?: ImageEncodeOptions) {
		const blob = await convert.call(this, options);
		if (options?.type !== 'image/webp' || blob.type === 'image/webp') return blob;
		return convert.call(this, { ...options, type: 'image/jpeg' });
	};
}
