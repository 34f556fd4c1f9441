/**
 * Runs in the page: the heading font's fallbacks, which must be matched to its measure and cover every platform. It
 * reads only the page's style sheets, so it takes no helpers.
 */
export function headingFallbackProblems() {
	// The heading face's fallbacks are matched to its measure: a @font-face with size-adjust and ascent-override named
	// in the headings' font stack, so a first visit without the font keeps the same line breaks.
	const unmatchedFallback: string[] = [];
	const heading = document.querySelector('h1');
	if (heading) {
		const faces = [...document.styleSheets].flatMap((sheet) => {
			try {
				return [...sheet.cssRules].filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
			} catch {
				return [];
			}
		});
		const matched = new Set(
			faces
				.filter((face) => face.style.getPropertyValue('size-adjust') && face.style.getPropertyValue('ascent-override'))
				.map((face) => face.style.getPropertyValue('font-family').replaceAll(/["']/g, '').trim()),
		);
		const stack = getComputedStyle(heading)
			.fontFamily.split(',')
			.map((name) => name.replaceAll(/["']/g, '').trim());
		if (!stack.slice(1).some((name) => matched.has(name)))
			unmatchedFallback.push(`the headings' fonts (${stack.join(', ')}) name no fallback with size-adjust and ascent-override`);
		// Only a condensed face can stand in for a condensed heading face: each platform's own is named, matched.
		const sources = faces
			.filter((face) => matched.has(face.style.getPropertyValue('font-family').replaceAll(/["']/g, '').trim()))
			.filter((face) => stack.includes(face.style.getPropertyValue('font-family').replaceAll(/["']/g, '').trim()))
			.map((face) => face.style.getPropertyValue('src'));
		const platforms = {
			Android: /Roboto ?Condensed/i,
			Apple: /Avenir ?Next ?Condensed|Helvetica ?Neue ?Condensed/i,
			Windows: /Bahnschrift|Arial ?Narrow/i,
			Linux: /DejaVu ?Sans ?Condensed|Liberation ?Sans ?Narrow|Nimbus ?Sans ?Narrow/i,
		};
		for (const [platform, face] of Object.entries(platforms))
			if (!sources.some((src) => face.test(src))) unmatchedFallback.push(`no matched condensed fallback for ${platform}`);
	}

	return { unmatchedFallback };
}
