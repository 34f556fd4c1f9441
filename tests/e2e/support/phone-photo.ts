import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import sharp from 'sharp';

/** A 12-megapixel phone photo's size. */
export const phonePhotoSize = { width: 4032, height: 3024 };

/** Writes a phone-sized JPEG to `file`: grain over a tint, so it weighs what a camera's JPEG does. */
export async function writePhonePhoto(file: string): Promise<void> {
	const { width, height } = phonePhotoSize;
	mkdirSync(dirname(file), { recursive: true });
	const grain = await sharp({
		create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
	})
		.blur(0.6)
		.toBuffer();
	await sharp(grain, { raw: { width, height, channels: 3 } })
		.composite([
			{
				input: Buffer.from(
					`<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7a1f2b" opacity="0.5"/></svg>`,
				),
			},
		])
		.jpeg({ quality: 88 })
		.toFile(file);
}
