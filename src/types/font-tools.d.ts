// The two font packages ship no type declarations; these cover what src/build/fonts/heading-font.ts uses.
declare module 'fontverter' {
	type Format = 'sfnt' | 'woff' | 'woff2' | 'truetype';
	const fontverter: {
		convert(font: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
		detectFormat(font: Uint8Array): Format;
	};
	export default fontverter;
}

declare module 'subset-font' {
	interface SubsetOptions {
		targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
		preserveNameIds?: number[];
		variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
		noLayoutClosure?: boolean;
	}
	export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
