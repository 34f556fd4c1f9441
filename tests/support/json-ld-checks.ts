import type {
	AboutPage,
	AggregateOffer,
	Answer,
	Article,
	Blog,
	BlogPosting,
	Brand,
	BreadcrumbList,
	CollectionPage,
	ContactPage,
	Course,
	Event,
	ExerciseGym,
	FAQPage,
	GeoCoordinates,
	HealthClub,
	ImageGallery,
	ImageObject,
	ItemList,
	ListItem,
	LocalBusiness,
	MonetaryAmount,
	Offer,
	OpeningHoursSpecification,
	Organization,
	Person,
	Place,
	PostalAddress,
	PriceSpecification,
	Product,
	QuantitativeValue,
	Question,
	Service,
	SportsActivityLocation,
	SportsEvent,
	SportsOrganization,
	UnitPriceSpecification,
	VideoObject,
	WebPage,
	WebSite,
} from 'schema-dts';

/** A property name of a schema.org type (from schema-dts), so a misspelt rule fails the type check. */
type PropertyOf<T> = Exclude<keyof Exclude<T, string>, `@${string}`>;
/** Each entry is required; an array entry means "at least one of these". */
type Requirement<T> = readonly (PropertyOf<T> | readonly PropertyOf<T>[])[];

const localBusiness = ['name', 'url', 'address', 'image'] as const;
const creativeWork = ['headline', 'description', 'datePublished', 'author', 'publisher', 'image', ['mainEntityOfPage', 'url']] as const;

/**
 * The properties each schema.org type used on the site must carry: Google's required properties for
 * its rich results, plus what the blog's data must hold (headline, description, date, author,
 * publisher, page id). A type missing here fails the check, so new structured data gets a rule.
 */
export const requiredProperties = {
	ExerciseGym: [...localBusiness, 'geo', 'openingHoursSpecification'] satisfies Requirement<ExerciseGym>,
	HealthClub: localBusiness satisfies Requirement<HealthClub>,
	SportsActivityLocation: localBusiness satisfies Requirement<SportsActivityLocation>,
	LocalBusiness: localBusiness satisfies Requirement<LocalBusiness>,
	Organization: ['name', 'url'] satisfies Requirement<Organization>,
	SportsOrganization: ['name', 'url'] satisfies Requirement<SportsOrganization>,
	Person: ['name'] satisfies Requirement<Person>,
	PostalAddress: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'] satisfies Requirement<PostalAddress>,
	GeoCoordinates: ['latitude', 'longitude'] satisfies Requirement<GeoCoordinates>,
	// Weekly hours name a day; holiday hours (specialOpeningHoursSpecification) name dates instead.
	OpeningHoursSpecification: [['dayOfWeek', 'validFrom'], 'opens', 'closes'] satisfies Requirement<OpeningHoursSpecification>,
	Place: ['name', ['address', 'geo']] satisfies Requirement<Place>,
	WebSite: ['name', 'url'] satisfies Requirement<WebSite>,
	WebPage: ['name', 'url'] satisfies Requirement<WebPage>,
	AboutPage: ['name', 'url'] satisfies Requirement<AboutPage>,
	ContactPage: ['name', 'url'] satisfies Requirement<ContactPage>,
	CollectionPage: ['name', 'url'] satisfies Requirement<CollectionPage>,
	ImageGallery: ['name', 'url'] satisfies Requirement<ImageGallery>,
	ImageObject: [['contentUrl', 'url']] satisfies Requirement<ImageObject>,
	VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'] satisfies Requirement<VideoObject>,
	Blog: ['name', 'url'] satisfies Requirement<Blog>,
	BlogPosting: creativeWork satisfies Requirement<BlogPosting>,
	Article: creativeWork satisfies Requirement<Article>,
	FAQPage: ['mainEntity'] satisfies Requirement<FAQPage>,
	Question: ['name', 'acceptedAnswer'] satisfies Requirement<Question>,
	Answer: ['text'] satisfies Requirement<Answer>,
	ItemList: ['itemListElement'] satisfies Requirement<ItemList>,
	BreadcrumbList: ['itemListElement'] satisfies Requirement<BreadcrumbList>,
	ListItem: ['position', ['item', 'url', 'name']] satisfies Requirement<ListItem>,
	Product: ['name', 'image', ['offers', 'review', 'aggregateRating']] satisfies Requirement<Product>,
	Offer: ['price', 'priceCurrency', 'availability'] satisfies Requirement<Offer>,
	AggregateOffer: ['lowPrice', 'priceCurrency', 'offerCount'] satisfies Requirement<AggregateOffer>,
	PriceSpecification: ['price', 'priceCurrency'] satisfies Requirement<PriceSpecification>,
	UnitPriceSpecification: ['price', 'priceCurrency'] satisfies Requirement<UnitPriceSpecification>,
	MonetaryAmount: ['currency', ['value', 'minValue', 'maxValue']] satisfies Requirement<MonetaryAmount>,
	QuantitativeValue: [['value', 'minValue', 'maxValue']] satisfies Requirement<QuantitativeValue>,
	Brand: ['name'] satisfies Requirement<Brand>,
	Service: ['name', 'provider'] satisfies Requirement<Service>,
	Course: ['name', 'description', 'provider'] satisfies Requirement<Course>,
	Event: ['name', 'startDate', 'location'] satisfies Requirement<Event>,
	SportsEvent: ['name', 'startDate', 'location'] satisfies Requirement<SportsEvent>,
} as const;

type KnownType = keyof typeof requiredProperties;

// Search engines need these as absolute URLs.
const urlProperties = new Set(['@id', 'url', 'logo', 'image', 'sameAs', 'item', 'mainEntityOfPage', 'contentUrl', 'thumbnailUrl']);
const dateProperties = new Set(['datePublished', 'dateModified', 'dateCreated', 'uploadDate', 'startDate', 'endDate']);
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Checks one JSON-LD block: it parses, its top-level nodes declare the https://schema.org context, and
 * every typed node is a type listed above with its required properties filled in. Returns problems.
 */
export function checkJsonLd(text: string): string[] {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		return [`does not parse as JSON: ${(error as Error).message}`];
	}
	const problems: string[] = [];
	const roots = Array.isArray(data) ? data : [data];
	for (const root of roots) {
		if (!isObject(root)) {
			problems.push('top level is not an object');
			continue;
		}
		const context = root['@context'];
		if (context !== 'https://schema.org' && context !== 'https://schema.org/') {
			problems.push(`@context is ${JSON.stringify(context)}; use "https://schema.org"`);
		}
		const graph = root['@graph'];
		if (Array.isArray(graph)) graph.forEach((node, i) => checkNode(node, `@graph[${i}]`, problems));
		else checkNode(root, '', problems);
	}
	return problems;
}

function checkNode(node: unknown, at: string, problems: string[]): void {
	if (Array.isArray(node)) {
		node.forEach((item, i) => checkNode(item, `${at}[${i}]`, problems));
		return;
	}
	if (!isObject(node)) return;
	const types = [node['@type']].flat().filter((type): type is string => typeof type === 'string');
	const label = `${types.join(', ') || 'node'}${at ? ` at ${at}` : ''}`;
	if ('@type' in node && types.length === 0) problems.push(`${label}: @type is not a string`);
	// { "@type": "WebPage", "@id": url } names a node described elsewhere (the page itself), not a new one.
	const isReference = typeof node['@id'] === 'string' && Object.keys(node).every((key) => key === '@id' || key === '@type');
	for (const type of isReference ? [] : types) {
		if (!(type in requiredProperties)) {
			problems.push(
				`${label}: "${type}" has no rule in tests/support/json-ld-checks.ts (is it a schema.org type? add its required properties)`,
			);
			continue;
		}
		for (const requirement of requiredProperties[type as KnownType]) {
			const options: readonly string[] = typeof requirement === 'string' ? [requirement] : requirement;
			if (!options.some((property) => isFilled(node[property]))) problems.push(`${label}: ${type} needs ${options.join(' or ')}`);
		}
	}
	for (const [key, value] of Object.entries(node)) {
		if (key === '@context' || key === '@type') continue;
		const path = at ? `${at}.${key}` : key;
		if (urlProperties.has(key)) {
			for (const url of [value].flat()) {
				if (typeof url === 'string' && !isAbsoluteHttps(url)) problems.push(`${label}: ${key} "${url}" is not an absolute https URL`);
			}
		}
		if (dateProperties.has(key) && (typeof value !== 'string' || !isoDate.test(value) || Number.isNaN(Date.parse(value)))) {
			problems.push(`${label}: ${key} ${JSON.stringify(value)} is not an ISO 8601 date`);
		}
		checkNode(value, path, problems);
	}
}

function isFilled(value: unknown): boolean {
	if (value === undefined || value === null) return false;
	if (typeof value === 'string') return value.trim() !== '';
	if (Array.isArray(value)) return value.length > 0;
	return true;
}

function isAbsoluteHttps(value: string): boolean {
	try {
		return new URL(value).protocol === 'https:';
	} catch {
		return false;
	}
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
