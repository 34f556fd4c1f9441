import { z } from 'astro/zod';

/**
 * Sveltia CMS fields made from the content schemas, so the CMS and the build can never disagree about a field:
 * the schemas are the one source of truth, and /admin/config.yml is generated from them at build time.
 */
export interface CmsField {
	name: string;
	label: string;
	widget: string;
	hint?: string;
	required?: boolean;
	default?: unknown;
	pattern?: [string, string];
	options?: string[];
	value_type?: 'int' | 'float';
	min?: number;
	max?: number;
	fields?: CmsField[];
	field?: CmsField;
	time_format?: false;
	format?: string;
	collection?: string;
	value_field?: string;
	search_fields?: string[];
	display_fields?: string[];
	multiple?: boolean;
	choose_url?: false;
}

// Schemas are built for the CMS with these markers in place of Astro's image() and reference(), so the walker
// can tell an image path or a link to another entry from plain text.
const imageMarker = '__cms_image__';
const referencePrefix = '__cms_reference__:';

/** Stands in for Astro's `image()` when a schema is built for the CMS. */
export const cmsImage = () => z.literal(imageMarker);

/** Stands in for Astro's `reference(collection)` when a schema is built for the CMS. */
export const cmsReference = (collection: string) => z.literal(`${referencePrefix}${collection}`);

/**
 * The field a relation lists and searches its choices by, for each collection an entry links to: the name a person
 * goes by, the short name a class has on cards.
 */
const relationLabels: Partial<Record<string, string>> = { team: 'name', classes: 'classTitle' };

/** Field names whose text is long enough for a multi-line box. */
const longText = new Set(['description', 'body', 'answer', 'format', 'note']);

/** Plain-English labels where the key alone reads badly. */
const labels: Record<string, string> = {
	imageAlt: 'Image description (alt text)',
	photoAlt: 'Photo description (alt text)',
	coverAlt: 'Cover description (alt text)',
	previewAlt: 'Map picture description (alt text)',
	ogImage: 'Share picture',
	ogImageAlt: 'Share picture description (alt text)',
	heroPosterAlt: 'Hero still description (alt text)',
	heroPosterTall: 'Hero still for phones held upright (tall cut)',
	heroFocus: 'Where the hero’s subject is',
	heroVideoTall: 'Hero video for phones held upright (tall cut)',
	alt: 'Description (alt text)',
	url: 'Website address',
	href: 'Link address',
	squareCheckoutUrl: 'Square checkout link',
	standIn: 'Still made up (stand-in)',
	faq: 'Frequently asked questions',
	cta: 'Call to action',
	hasPage: 'Has its own page',
	outOfStock: 'Out of stock',
	priceFrom: 'Show "from" before the price',
	signUp: 'Sign-up link',
	fileNamePrefix: 'Photo file name prefix',
};

/** "whyItWorks" → "Why it works". */
export function toLabel(key: string): string {
	const known = labels[key];
	if (known) return known;
	const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
	return words.charAt(0).toUpperCase() + words.slice(1);
}

type AnySchema = z.core.$ZodType;
const descriptionOf = (schema: AnySchema): string | undefined => z.globalRegistry.get(schema)?.description;

/**
 * Text for a place where Sveltia renders Markdown with HTML removed (hints, collection descriptions): a placeholder
 * such as <folder name> would be dropped as an unknown tag, so angle brackets are written as entities.
 */
export const toCmsMarkdown = (text: string): string => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Peels optional/default/nullable wrappers, keeping what they say about the field. */
function unwrap(schema: AnySchema): { inner: AnySchema; required: boolean; fallback?: unknown; hint: string | undefined } {
	let inner = schema;
	let required = true;
	let fallback: unknown;
	let hint = descriptionOf(schema);
	for (;;) {
		if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) required = false;
		else if (inner instanceof z.ZodDefault) {
			required = false;
			fallback = inner.def.defaultValue;
		} else break;
		inner = inner.unwrap();
		hint ??= descriptionOf(inner);
	}
	return { inner, required, fallback, hint };
}

// RegExp#toString is always /source/flags.
const sourceOf = (pattern: string) => pattern.slice(1, pattern.lastIndexOf('/'));

/**
 * The first pattern a text field must match, with the message the schema gives for it ("Match <pattern>" when it gives
 * none). zod hands a check's pattern and message only to a failed parse, and empty text fails every pattern the
 * schemas use; the check's own message outranks the one this parse offers.
 */
function patternOf(schema: AnySchema): [string, string] | undefined {
	const { error } = z.safeParse(schema, '', {
		error: (issue) => (issue.code === 'invalid_format' && issue.pattern ? `Match ${sourceOf(issue.pattern)}` : undefined),
	});
	const regex = error?.issues.find((issue) => issue.code === 'invalid_format' && issue.format === 'regex');
	return regex?.code === 'invalid_format' && regex.pattern ? [sourceOf(regex.pattern), regex.message] : undefined;
}

function stringField(base: Omit<CmsField, 'widget'>, schema: AnySchema): CmsField {
	const field: CmsField = { ...base, widget: longText.has(base.name) ? 'text' : 'string' };
	if (schema instanceof z.ZodURL) field.pattern = ['^https://', 'Use a full web address starting with https://'];
	if (schema instanceof z.ZodEmail) field.pattern = ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'Use a valid e-mail address'];
	const pattern = patternOf(schema);
	if (pattern) field.pattern = pattern;
	return field;
}

// An integer's own safe range (±2^53) is no limit staff need to be shown.
const limit = (value: number | null): number | undefined =>
	value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function numberField(base: Omit<CmsField, 'widget'>, schema: z.ZodNumber): CmsField {
	const field: CmsField = { ...base, widget: 'number', value_type: schema.format === 'safeint' ? 'int' : 'float' };
	const min = limit(schema.minValue);
	const max = limit(schema.maxValue);
	if (min !== undefined) field.min = min;
	if (max !== undefined) field.max = max;
	return field;
}

/** What every CMS field of a schema key says, whatever its widget: its name, label, whether required, hint, default. */
function fieldBase(name: string, schema: AnySchema): { inner: AnySchema; base: Omit<CmsField, 'widget'> } {
	const { inner, required, fallback, hint } = unwrap(schema);
	const base: Omit<CmsField, 'widget'> = { name, label: toLabel(name), required };
	if (hint) base.hint = toCmsMarkdown(hint);
	if (fallback !== undefined && !(Array.isArray(fallback) && fallback.length === 0)) base.default = fallback;
	return { inner, base };
}

const switchField = (base: Omit<CmsField, 'widget'>): CmsField => ({ ...base, widget: 'boolean', default: base.default ?? false });

/** One CMS field for one schema key. */
export function toCmsField(name: string, schema: AnySchema): CmsField {
	const { inner, base } = fieldBase(name, schema);
	if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) return stringField(base, inner);
	if (inner instanceof z.ZodNumber) return numberField(base, inner);
	if (inner instanceof z.ZodBoolean) return switchField(base);
	if (inner instanceof z.ZodDate) return { ...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
	if (inner instanceof z.ZodEnum) return { ...base, widget: 'select', options: inner.options.map(String) };
	if (inner instanceof z.ZodLiteral) {
		const [value] = inner.values;
		if (value === imageMarker) return { ...base, widget: 'image', choose_url: false };
		if (typeof value === 'string' && value.startsWith(referencePrefix)) {
			const collection = value.slice(referencePrefix.length);
			const label = relationLabels[collection];
			if (!label) throw new Error(`src/cms/fields.ts: ${name}: say in relationLabels which field names a ${collection} entry`);
			return { ...base, widget: 'relation', collection, value_field: '{{slug}}', search_fields: [label], display_fields: [label] };
		}
		// No fixed value gets a widget: a switch would write `false` too, which a literal `true` rejects.
		throw new Error(`src/cms/fields.ts: ${name}: a fixed value has no CMS widget`);
	}
	if (inner instanceof z.ZodPipe) {
		// Preprocessed fields (a YAML date read as text) edit as what they become; transformed ones as what editors write.
		const edited = inner.in instanceof z.ZodTransform ? inner.out : inner.in;
		const field = toCmsField(name, edited);
		if (field.pattern?.[0] === '^\\d{4}-\\d{2}-\\d{2}$') {
			const date: CmsField = { ...field, ...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
			delete date.pattern;
			return date;
		}
		return { ...field, ...base, ...(field.hint && !base.hint ? { hint: field.hint } : {}) };
	}
	if (inner instanceof z.ZodArray) {
		const item = toCmsField(name, inner.element);
		if (item.widget === 'relation') return { ...item, ...base, multiple: true };
		if (item.widget === 'object' && item.fields) return { ...base, widget: 'list', fields: item.fields };
		return { ...base, widget: 'list', field: { ...item, label: toLabel(name) } };
	}
	if (inner instanceof z.ZodObject) return { ...base, widget: 'object', fields: toCmsFields(inner) };
	throw new Error(`src/cms/fields.ts: ${name}: no CMS widget for a ${inner.constructor.name} field`);
}

const isSwitchValue = (schema: AnySchema) => {
	const { inner } = unwrap(schema);
	return inner instanceof z.ZodLiteral && inner.values.size === 1 && typeof [...inner.values][0] === 'boolean';
};

/**
 * One form for every option of a discriminated union of objects: each key in the first option's order, as loose as its
 * loosest option (optional where one option may leave it out), and the key whose options are true and false (a class
 * guide's hasPage) a switch, with the default its option gives.
 */
function unionFields(options: readonly AnySchema[]): CmsField[] {
	const shapes = options.map((option) => {
		const { inner } = unwrap(option);
		if (!(inner instanceof z.ZodObject)) throw new Error('src/cms/fields.ts: expected a union of object schemas');
		return Object.fromEntries(Object.entries<AnySchema>(inner.shape));
	});
	const keys = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
	return keys.map((name) => {
		const fields = shapes.flatMap((shape) => shape[name] ?? []);
		const loosest = fields.find((field) => !unwrap(field).required) ?? fields[0];
		if (!loosest) throw new Error(`src/cms/fields.ts: ${name}: in no option`);
		return fields.length > 1 && fields.every(isSwitchValue) ? switchField(fieldBase(name, loosest).base) : toCmsField(name, loosest);
	});
}

/** The CMS fields of an object schema, in schema order, or of a discriminated union of them (unionFields). */
export function toCmsFields(schema: AnySchema): CmsField[] {
	const { inner } = unwrap(schema);
	if (inner instanceof z.ZodDiscriminatedUnion) return unionFields(inner.options);
	if (!(inner instanceof z.ZodObject)) throw new Error('src/cms/fields.ts: expected an object schema');
	return Object.entries<AnySchema>(inner.shape).map(([name, field]) => toCmsField(name, field));
}
