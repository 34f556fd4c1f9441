import { describe, expect, it } from 'vitest';
import { pictureFormats, picturePresets } from '@/lib/picture-presets';

describe('picturePresets', () => {
	it.each(Object.entries(picturePresets))('%s lists rising widths and a sizes rule ending in a default', (_, preset) => {
		expect(preset.widths.length).toBeGreaterThan(0);
		expect([...preset.widths].sort((a, b) => a - b)).toEqual(preset.widths);
		expect(new Set(preset.widths).size).toBe(preset.widths.length);
		const last = preset.sizes.split(',').at(-1)?.trim() ?? '';
		expect(last, 'the last sizes entry has no media condition').not.toMatch(/^\(/);
	});

	it('builds AVIF sources with a WebP fallback and never JPEG (issue 11)', () => {
		expect(pictureFormats).toEqual({ sources: ['avif'], fallback: 'webp' });
	});
});
