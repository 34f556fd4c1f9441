import type { DayOfWeek, ExerciseGym, OpeningHoursSpecification, Organization, WithContext } from 'schema-dts';

import { socialAddresses } from '../contact/socials.ts';
import { type Weekday, weekdays } from '../schedule/browser/weekdays.ts';
import type { Settings } from '../schemas/settings.ts';

/** The settings fields the structured data needs, with image fields already turned into URLs. */
export type GymFacts = Pick<
	Settings,
	'name' | 'url' | 'email' | 'address' | 'geo' | 'openingHours' | 'specialHours' | 'socials' | 'description'
> & {
	logoUrl: string;
	imageUrl: string;
	/** London date of the build, `YYYY-MM-DD`: holidays that ended before it are left out. */
	today: string;
};

/** The gym as the publisher of pages and posts. */
export function organizationJsonLd(facts: Pick<GymFacts, 'name' | 'url' | 'logoUrl'>): Organization {
	return { '@type': 'Organization', name: facts.name, url: facts.url, logo: { '@type': 'ImageObject', url: facts.logoUrl } };
}

/** schema.org's name of a weekday (https://schema.org/Monday): a term of the vocabulary, not words a visitor reads. */
const schemaDay = (day: Weekday) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}` as DayOfWeek;

/** ExerciseGym for the home page: address, position, opening hours and social profiles. */
export function gymJsonLd(facts: GymFacts): WithContext<ExerciseGym> {
	const hours: OpeningHoursSpecification[] = weekdays.map((day) => ({
		'@type': 'OpeningHoursSpecification',
		dayOfWeek: schemaDay(day),
		opens: facts.openingHours[day].open,
		closes: facts.openingHours[day].close,
	}));
	// Google reads a closed day as opens and closes both at 00:00.
	const special: OpeningHoursSpecification[] = facts.specialHours
		.filter((day) => day.to >= facts.today)
		.map((day) => ({
			'@type': 'OpeningHoursSpecification',
			validFrom: day.from,
			validThrough: day.to,
			opens: day.hours?.open ?? '00:00',
			closes: day.hours?.close ?? '00:00',
		}));
	return {
		'@context': 'https://schema.org',
		'@type': 'ExerciseGym',
		'@id': `${facts.url}/#gym`,
		name: facts.name,
		description: facts.description,
		url: facts.url,
		email: facts.email,
		logo: facts.logoUrl,
		image: facts.imageUrl,
		address: {
			'@type': 'PostalAddress',
			streetAddress: facts.address.street,
			addressLocality: facts.address.town,
			...(facts.address.county ? { addressRegion: facts.address.county } : {}),
			postalCode: facts.address.postcode,
			addressCountry: facts.address.country,
		},
		geo: { '@type': 'GeoCoordinates', latitude: facts.geo.latitude, longitude: facts.geo.longitude },
		openingHoursSpecification: hours,
		...(special.length ? { specialOpeningHoursSpecification: special } : {}),
		sameAs: socialAddresses(facts.socials),
	};
}
