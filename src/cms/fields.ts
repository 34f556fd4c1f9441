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
// zod's public API gives no field's kind, wrappers, checks or shape for a schema of unknown type, so the walker reads
// `_zod.def`, whose per-kind fields (innerType, shape, checks…) its base type leaves out: the casts below name them.
const defOf = (schema: AnySchema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
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
		const def = defOf(inner);
		if (def.type === 'optional' || def.type === 'nullable') required = false;
		else if (def.type === 'default') {
			required = false;
			const value = def['defaultValue'];
			fallback = typeof value === 'function' ? (value as () => unknown)() : value;
		} else break;
		inner = def['innerType'] as AnySchema;
		hint ??= descriptionOf(inner);
	}
	return { inner, required, fallback, hint };
}

interface CheckDef {
	check: string;
	format?: string;
	pattern?: RegExp;
	value?: number;
	inclusive?: boolean;
	error?: unknown;
}
const checksOf = (schema: AnySchema): CheckDef[] =>
	((defOf(schema)['checks'] as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

/** The message a zod check shows, when it was given as plain text. */
function messageOf(check: CheckDef): string | undefined {
	const error = check.error;
	if (typeof error === 'function') {
		const result = (error as (issue: unknown) => unknown)({});
		return typeof result === 'string' ? result : undefined;
	}
	return undefined;
}

function stringField(base: Omit<CmsField, 'widget'>, schema: AnySchema): CmsField {
	const def = defOf(schema);
	const field: CmsField = { ...base, widget: longText.has(base.name) ? 'text' : 'string' };
	if (def['format'] === 'url') field.pattern = ['^https://', 'Use a full web address starting with https://'];
	if (def['format'] === 'email') field.pattern = ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'Use a valid e-mail address'];
	const regex = checksOf(schema).find((check) => check.format === 'regex' && check.pattern);
	if (regex?.pattern) field.pattern = [regex.pattern.source, messageOf(regex) ?? `Match ${regex.pattern.source}`];
	return field;
}

function numberField(base: Omit<CmsField, 'widget'>, schema: AnySchema): CmsField {
	const checks = checksOf(schema);
	const field: CmsField = { ...base, widget: 'number', value_type: checks.some((c) => c.format === 'safeint') ? 'int' : 'float' };
	for (const check of checks) {
		if (check.check === 'greater_than' && typeof check.value === 'number') field.min = check.value;
		if (check.check === 'less_than' && typeof check.value === 'number') field.max = check.value;
	}
	return field;
}

/** One CMS field for one schema key. */
export function toCmsField(name: string, schema: AnySchema): CmsField {
	const { inner, required, fallback, hint } = unwrap(schema);
	const base: Omit<CmsField, 'widget'> = { name, label: toLabel(name), required };
	if (hint) base.hint = toCmsMarkdown(hint);
	if (fallback !== undefined && !(Array.isArray(fallback) && fallback.length === 0)) base.default = fallback;
	const def = defOf(inner);
	switch (def.type) {
		case 'string':
			return stringField(base, inner);
		case 'number':
			return numberField(base, inner);
		case 'boolean':
			return { ...base, widget: 'boolean', default: base.default ?? false };
		case 'date':
			return { ...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
		case 'enum':
			return { ...base, widget: 'select', options: Object.values(def['entries'] as Record<string, string>) };
		case 'literal': {
			const [value] = def['values'] as unknown[];
			if (value === imageMarker) return { ...base, widget: 'image', choose_url: false };
			if (typeof value === 'string' && value.startsWith(referencePrefix)) {
				const collection = value.slice(referencePrefix.length);
				return { ...base, widget: 'relation', collection, value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] };
			}
			// No fixed value gets a widget: a switch would write `false` too, which a literal `true` rejects.
			throw new Error(`src/cms/fields.ts: ${name}: a fixed value has no CMS widget`);
		}
		case 'pipe': {
			// Preprocessed fields (a YAML date read as text) edit as what they become; transformed ones as what editors write.
			const from = def['in'] as AnySchema;
			const to = def['out'] as AnySchema;
			const edited = defOf(from).type === 'transform' ? to : from;
			const field = toCmsField(name, edited);
			if (field.pattern?.[0] === '^\\d{4}-\\d{2}-\\d{2}$') {
				const date: CmsField = { ...field, ...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
				delete date.pattern;
				return date;
			}
			return { ...field, ...base, ...(field.hint && !base.hint ? { hint: field.hint } : {}) };
		}
		case 'array': {
			const element = def['element'] as AnySchema;
			const item = toCmsField(name, element);
			if (item.widget === 'relation') return { ...item, ...base, multiple: true };
			if (item.widget === 'object' && item.fields) return { ...base, widget: 'list', fields: item.fields };
			return { ...base, widget: 'list', field: { ...item, label: toLabel(name) } };
		}
		case 'object':
			return { ...base, widget: 'object', fields: toCmsFields(inner) };
		default:
			throw new Error(`src/cms/fields.ts: ${name}: no CMS widget for a ${def.type} field`);
	}
}

/** The CMS fields of an object schema, in schema order. */
export function toCmsFields(schema: AnySchema): CmsField[] {
	const { inner } = unwrap(schema);
	const shape = defOf(inner)['shape'] as Record<string, AnySchema> | undefined;
	if (!shape) throw new Error('src/cms/fields.ts: expected an object schema');
	return Object.entries(shape).map(([name, field]) => toCmsField(name, field));
}
