import type { ImageFunction } from 'astro/content/config';
import { z } from 'astro/zod';

import type { PictureSlot } from '../picture-presets.ts';
import { maxTitleLength } from '../seo/page-title.ts';

/**
 * What a schema factory calls for each image field, generic over the schema it returns: Astro's `image()` for the
 * site (entries get `ImageMetadata`), the CMS's image marker, or a plain path string (astro.config.mjs, the tests).
 */
export type ImageField<I extends z.ZodType = z.ZodType> = () => I;

/** The schema Astro's `image()` returns: the site's types name it, so an image reads as `ImageMetadata` there. */
export type SiteImage = ReturnType<ImageFunction>;

/**
 * What a field does beyond holding its value, marked where the field is declared, so the code that needs one finds it
 * in the schemas (src/lib/content/field-roles.ts) and a new content type needs no table of its own.
 */
export interface FieldRole {
	/** Also the browser tab and search result title of the entry's page: content:check warns when search results cut it. */
	pageTitle?: true;
	/** The meta description of the entry's page: content:check warns when search results cut it. */
	pageDescription?: true;
	/**
	 * The picture slot an image fills (src/lib/picture-presets.ts), or `share` for the share picture: content:check warns
	 * when the file is narrower than the slot's widest file.
	 */
	slot?: PictureSlot | 'share';
	/** How /admin lists the entry: by this field (`name`), with this one in brackets after it (`detail`). */
	listedAs?: 'name' | 'detail';
	/** /admin names a new entry's file from this field. */
	namesFile?: true;
}

/** The roles the schemas mark; read them through src/lib/content/field-roles.ts. */
export const fieldRoles = z.registry<FieldRole>();

/**
 * `field` marked with the role it plays. A copy is marked, so a building block (`words`, `titleText`) passed in keeps no
 * role; the copy keeps the block's description and checks.
 */
export function withRole<T extends z.ZodType>(field: T, role: FieldRole): T {
	const marked = field.clone();
	fieldRoles.add(marked, role);
	return marked;
}

export const currencies = ['GBP', 'USD', 'EUR'] as const;
export type Currency = (typeof currencies)[number];

/** Words staff write: trimmed, and never left empty. */
export const words = z.string().trim().min(1);

/** Text of several paragraphs, one entry each. */
export const paragraphs = z.array(words).min(1).describe('One entry per paragraph');

export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour time as HH:MM, e.g. 06:30');

export const httpsUrl = z
	.url({ protocol: /^https$/, error: 'Use a full web address starting with https://' })
	.describe('A full https:// address');

/** A heading that is also the page's browser tab title, which html-validate's long-title rule holds to 70 characters. */
export const titleText = words.max(maxTitleLength, `Keep it to ${maxTitleLength} characters: it is also the browser tab title`);

/** A calendar day staff write as YYYY-MM-DD; `what` names it in the error, e.g. "published". */
export const day = (what: string) => z.coerce.date({ error: `Give the ${what} date as YYYY-MM-DD, e.g. 2025-09-30` });

export const altText = z.string().trim().min(1, 'Describe the image for screen readers');

/** Where an entry stands in its sorted list; `where` names the list, e.g. "on the blog". */
export const order = (where?: string) =>
	z
		.number()
		.int()
		.default(100)
		.describe(where ? `Lower numbers are listed first ${where}` : 'Lower numbers are listed first');

/** Prices are whole pence (or cents); the float check allows for binary rounding, e.g. 24.99 * 100. */
const hasAtMostTwoDecimals = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount of money as staff write it; `example` shows one in the error, e.g. "69" or "24.99". */
export const price = (example: string) =>
	z
		.number({ error: `Give the price as a number without a currency sign, e.g. ${example}` })
		.nonnegative('A price cannot be negative')
		.refine(hasAtMostTwoDecimals, 'Use at most two decimals, e.g. 24.99');

/** Names of an entry's fields that still hold made-up values; the build lists them as warnings (src/build/launch/stand-ins.ts). */
export const standInFields = z
	.array(z.string())
	.default([])
	.describe(
		'Fields that still hold made-up values (e.g. a stand-in checkout link); the build warns about them. Remove a name once its real value is in',
	);

/** Zero-padded HH:MM strings sort correctly as plain text. */
export const isBefore = (start: string, end: string): boolean => start < end;
