// @ts-check
// Generates the stand-in artwork listed in ./manifests/*.mjs (and the hero video with --video).
// Usage: npm run media:stand-ins [-- <manifest name or file> ...] [-- --only <part of a path> ...] [-- --video]; a
// file is a spec's `out` (content/pages/about-story.jpg), so one changed picture is written again without the rest of
// its manifest; --only writes every picture whose `out` contains the text (--only content/gallery/Clients/).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import sharp from 'sharp';

import { standInMarker } from '../../src/build/launch/stand-ins.ts';
import { initials } from '../../src/lib/text.ts';
import { composition, standInSvg } from './art/equipment.mjs';
import { palettes } from './art/inks.mjs';
import { mapPlanSvg } from './art/map.mjs';
import { monogramSvg, portraitTypeSvg } from './art/portraits.mjs';
import { typeArtSvg } from './art/posters.mjs';
import { typeSeriesCap } from './art/type-layout.mjs';
import { makeHeroVideo } from './video.mjs';
import { logoSvg, partnerLogoSvg, textPath } from './wordmark.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const manifestDir = new URL('./manifests/', import.meta.url);

/**
 * One picture to write. `out` is relative to the repository root; its extension picks the format (svg, jpg, jpeg,
 * png, webp, avif). Artwork has a subject; `logo` (the gym's short name) and `partner` (a partner's name) make
 * wordmarks instead, and `monogram` (a team member's name) their initials as a stand-in portrait: the only lettering
 * the generator draws; `brand` puts the gym's logo on artwork (share image).
 * `word` sets a word of what the photo will show as the picture (type as art) where people belong until the shoot, on
 * the ground `ground` names and in the `layout` of `typeLetters`;
 * `role` puts a team member's role under their name on their `monogram` portrait; `mark` is the postcode set beside
 * the gym's spot on the `map`.
 * `series` names the set of posters a visitor sees together (an album, the class cards): every word of one series
 * stands at one cap height (`seriesCap`), so its grid reads as one size of type.
 * `kind` is the kind of class a class guide's banner stands for (its `type`, or `none`): its ground and ink say it.
 * `shown` names the shapes the pages crop a poster to, widest and narrowest, where they are not its own shape (a class
 * banner's 3:1 card on a phone): a material's marks (the chalk's swipes) stay whole inside what they all keep.
 * @typedef {{ out: string, width: number, height: number, logo?: string, partner?: string, brand?: string, monogram?: string,
 *   word?: string, layout?: 'line' | 'stack' | 'kicker' | 'lead', ground?: import('./art/posters.mjs').TypeGround, role?: string, mark?: string,
 *   crops?: import('./art/type-layout.mjs').TypeCrops, series?: string, kind?: string,
 *   shown?: import('./art/type-layout.mjs').TypeCrops }
 *   & Partial<Pick<Parameters<typeof standInSvg>[0], 'subject'>>
 *   & Omit<Parameters<typeof standInSvg>[0], 'width' | 'height' | 'subject' | 'label' | 'caption'>} Spec
 */

/** @param {Spec} spec @returns {Promise<string>} the picture as SVG */
export async function specSvg(spec) {
	if (spec.logo) return logoSvg(spec.logo);
	if (spec.partner) return partnerLogoSvg(spec.partner, spec);
	if (spec.word) {
		const cap = await seriesCap(spec);
		return typeArtSvg({ ...spec, letters: await typeLetters(spec), ...(cap === undefined ? {} : { cap }) });
	}
	if (spec.monogram && spec.role) {
		const line = async (/** @type {string} */ text, /** @type {number} */ height, /** @type {number} */ tracking) => ({
			...(await textPath(text, { height, tracking })),
			height,
		});
		return portraitTypeSvg({
			...spec,
			letters: await line(initials(spec.monogram), 1000, 0.02),
			name: await line(spec.monogram.toLocaleUpperCase('en-GB'), Math.round(spec.height * 0.06), 0.03),
			role: await line(spec.role.toLocaleUpperCase('en-GB'), Math.round(spec.height * 0.032), 0.08),
		});
	}
	if (spec.monogram) {
		// Large initials alone, where the member has no role to set under their name.
		const height = Math.round(spec.height * 0.24);
		const { d, width } = await textPath(initials(spec.monogram), { height, tracking: 0.03 });
		return monogramSvg({ ...spec, letters: { d, width, height } });
	}
	if (spec.subject === 'map') {
		// The street plan with the gym's spot ringed, and the postcode set beside the ring when the manifest gives it.
		const [bg = '#1a0b0e', mid = '#4a1018', fg = '#f2b8bf'] = palettes[spec.palette ?? 'ash'];
		const height = Math.round(Math.min(spec.width, spec.height) * 0.07);
		const label = spec.mark && { ...(await textPath(spec.mark.toLocaleUpperCase('en-GB'), { height, tracking: 0.1 })), height };
		return mapPlanSvg({ ...spec, inks: { bg, mid, fg }, ...(label ? { label } : {}) });
	}
	const { subject } = spec;
	if (!subject) throw new Error(`${spec.out}: no subject, logo, partner or monogram to draw`);
	const art = standInSvg({ ...spec, subject });
	if (!spec.brand) return art;
	if (subject === 'shirt') {
		// The gym's logo printed on the chest, as the shop's words promise: centred under the collar, about two thirds of
		// the chest's width, no plate, set in the shirt's own 1000-unit box where it marks the print's place, flat as the
		// shirt lies flat; the shirt lays it under the cloth's light, creases and knit (and it is turned back the right
		// way round on a mirrored crop).
		const logo = await logoSvg(spec.brand);
		const [, w = '1'] = /width="(\d+)"/.exec(logo) ?? [];
		const crop = spec.crop ?? composition(spec.seed ?? 0).crop;
		const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
		const unflip = crop.flip ? 'translate(1000 0) scale(-1 1) ' : '';
		return art.replace(
			'<g data-print=""></g>',
			`<g transform="${unflip}translate(365 338) scale(${270 / Number(w)} ${270 / Number(w)})">${inner}</g>`,
		);
	}
	// The logo centred on the artwork, at a third of the width, over a dark plate that keeps it readable.
	const logo = await logoSvg(spec.brand);
	const [, w = '1', h = '1'] = /width="(\d+)" height="(\d+)"/.exec(logo) ?? [];
	const scale = (spec.width * 0.42) / Number(w);
	const x = (spec.width - Number(w) * scale) / 2;
	const y = (spec.height - Number(h) * scale) / 2;
	const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
	const plate = `<rect x="${x - 40}" y="${y - 40}" width="${Number(w) * scale + 80}" height="${Number(h) * scale + 80}" rx="24" fill="#0e0e10" opacity=".85"/>`;
	return art.replace(/<\/svg>$/, `${plate}<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g></svg>`);
}

/**
 * A word set as the picture, as one block of outlines with its size: on one line (`line`, the default); a word to a
 * line, flush left (`stack`); the first word small over the rest (`kicker`, SINCE over 2017); or the first word huge
 * with the rest small at its foot (`lead`, a figure and what it counts). Units: the main line's cap height is 1000.
 * @param {Pick<Spec, 'word' | 'layout'>} spec
 * @returns {Promise<{ d: string, width: number, height: number }>}
 */
export async function typeLetters({ word = '', layout = 'line' }) {
	const text = word.toLocaleUpperCase('en-GB');
	const [first = '', ...rest] = text.split(' ');
	const set = (/** @type {string} */ line, /** @type {number} */ height, x = 0, y = 0) => textPath(line, { height, tracking: 0.01, x, y });
	if (layout === 'stack') {
		const lines = await Promise.all(text.split(' ').map((line, i) => set(line, 1000, 0, i * 1220)));
		return { d: lines.map((l) => l.d).join(''), width: Math.max(...lines.map((l) => l.width)), height: lines.length * 1220 - 220 };
	}
	if (layout === 'kicker' && rest.length) {
		const [small, large] = await Promise.all([set(first, 380), set(rest.join(' '), 1000, 0, 580)]);
		return { d: small.d + large.d, width: Math.max(small.width, large.width), height: 1580 };
	}
	if (layout === 'lead' && rest.length) {
		const large = await set(first, 1000);
		const small = await set(rest.join(' '), 420, large.width + 120, 580);
		return { d: large.d + small.d, width: large.width + 120 + small.width, height: 1000 };
	}
	const { d, width } = await set(text, 1000);
	return { d, width, height: 1000 };
}

/** @type {Map<string, Promise<number>>} */
const seriesCaps = new Map();
/** @type {Promise<Spec[]> | undefined} */
let manifestSpecs;

/**
 * The cap height of a word's series, as a share of the frame's width (art/type-layout.mjs's `typeSeriesCap`), measured
 * over every word of that series in the manifests (and the spec itself, when it is not one of them: a test's own
 * series).
 * @param {Spec} spec
 * @returns {Promise<number | undefined>}
 */
export async function seriesCap(spec) {
	if (!spec.series) return undefined;
	manifestSpecs ??= loadManifests().then((manifests) => Object.values(manifests).flat());
	const members = (await manifestSpecs).filter((other) => other.word && other.series === spec.series);
	const words = members.some((other) => other.out === spec.out) ? members : [...members, spec];
	const key = words.map((word) => word.out).join('\n');
	let cap = seriesCaps.get(key);
	if (!cap) {
		cap = Promise.all(words.map(async (word) => ({ ...word, letters: await typeLetters(word) }))).then(typeSeriesCap);
		seriesCaps.set(key, cap);
	}
	return cap;
}

/** @param {Spec} spec */
export async function writeStandIn(spec) {
	const file = root + spec.out;
	mkdirSync(dirname(file), { recursive: true });
	const ext = spec.out.split('.').pop()?.toLowerCase();
	// A lossless file stores every speck of grain at full cost (a megabyte and more), so PNGs are drawn without it.
	const svg = await specSvg(ext === 'png' ? { ...spec, grain: false } : spec);
	// The marker says "generated, not real": the build lists every file that still carries it
	// (src/integrations/content-audit.ts).
	if (ext === 'svg') {
		writeFileSync(file, svg.replace(/^<svg([^>]*)>/, `<svg$1><!-- ${standInMarker} -->`));
		return;
	}
	let img = sharp(Buffer.from(svg)).withExif({ IFD0: { ImageDescription: standInMarker } });
	// A type poster is flat inks under grain, which hides what a lower quality loses: it is kept near the bytes the grain
	// would otherwise double. A drawn ground (dots, chalk, a plate, knurling, lanes) hides a step more, and costs a step more.
	const drawn = spec.word && spec.ground && spec.ground !== 'light' ? 6 : 0;
	// The map's street plan is hundreds of fine lines, each costing bytes at any quality; its dark ground and grain
	// hide what a poster's quality loses, which keeps it near the flat drawing it replaced.
	const plan = spec.subject === 'map' ? 24 : 0;
	if (ext === 'jpg' || ext === 'jpeg') img = img.jpeg({ quality: (spec.word ? 64 : 76) - drawn - plan, mozjpeg: true });
	else if (ext === 'png') img = img.png({ compressionLevel: 9, palette: true });
	else if (ext === 'webp') img = img.webp({ quality: (spec.word ? 68 : 78) - drawn });
	else if (ext === 'avif') img = img.avif({ quality: (spec.word ? 48 : 55) - drawn / 2 });
	else throw new Error(`${spec.out}: unknown image extension`);
	await img.toFile(file);
}

/** Every manifest, by name. */
export async function loadManifests() {
	/** @type {Record<string, Spec[]>} */
	const manifests = {};
	for (const name of readdirSync(manifestDir)
		.filter((f) => f.endsWith('.mjs'))
		.map((f) => f.replace(/\.mjs$/, ''))) {
		/** @type {{ default: Spec[] }} */
		const manifest = await import(new URL(`${name}.mjs`, manifestDir).href);
		manifests[name] = manifest.default;
	}
	return manifests;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const args = process.argv.slice(2);
	const parts = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
	const wanted = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--only');
	const only = (/** @type {Spec[]} */ specs) =>
		parts.length ? specs.filter((spec) => parts.some((part) => spec.out.includes(part))) : specs;
	let count = 0;
	for (const [name, specs] of Object.entries(await loadManifests())) {
		const chosen = only(!wanted.length || wanted.includes(name) ? specs : specs.filter((spec) => wanted.includes(spec.out)));
		if (!chosen.length) continue;
		for (const spec of chosen) {
			await writeStandIn(spec);
			count++;
		}
		console.log(`${name}: ${chosen.length} images`);
	}
	console.log(`${count} stand-in images written`);
	if (args.includes('--video')) await makeHeroVideo(root);
}
