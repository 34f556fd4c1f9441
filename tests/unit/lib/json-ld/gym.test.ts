import { describe, expect, it } from 'vitest';

import { type GymFacts, gymJsonLd, organizationJsonLd } from '@/lib/json-ld/gym';
import { serializeScriptJson } from '@/lib/script-json';

import { week } from '../../support/gym-hours';

const facts: GymFacts = {
	name: 'Test Gym',
	url: 'https://gym.example',
	email: 'hello@gym.example',
	description: 'A strength gym.',
	address: { street: 'Unit 1, Park Road', town: 'Chelmsford', county: 'Essex', postcode: 'CM1 1AA', country: 'GB' },
	geo: { latitude: 51.7, longitude: 0.47 },
	openingHours: week,
	socials: { instagram: 'https://www.instagram.com/gym', facebook: 'https://www.facebook.com/gym' },
	specialHours: [],
	logoUrl: 'https://gym.example/logo.png',
	imageUrl: 'https://gym.example/og.jpg',
	today: '2026-12-01',
};

describe('gymJsonLd', () => {
	it('describes the gym as an ExerciseGym with address, position, hours and profiles', () => {
		expect(gymJsonLd(facts)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'ExerciseGym',
			'@id': 'https://gym.example/#gym',
			name: 'Test Gym',
			description: 'A strength gym.',
			url: 'https://gym.example',
			email: 'hello@gym.example',
			logo: 'https://gym.example/logo.png',
			image: 'https://gym.example/og.jpg',
			address: {
				'@type': 'PostalAddress',
				streetAddress: 'Unit 1, Park Road',
				addressLocality: 'Chelmsford',
				addressRegion: 'Essex',
				postalCode: 'CM1 1AA',
				addressCountry: 'GB',
			},
			geo: { '@type': 'GeoCoordinates', latitude: 51.7, longitude: 0.47 },
			openingHoursSpecification: [
				{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '06:00', closes: '21:00' },
				{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '06:00', closes: '21:00' },
				{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '06:00', closes: '21:00' },
				{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Thursday', opens: '06:00', closes: '21:00' },
				{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '06:00', closes: '20:00' },
				{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '06:30', closes: '15:00' },
				{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '08:00', closes: '14:00' },
			],
			sameAs: ['https://www.instagram.com/gym', 'https://www.facebook.com/gym'],
		});
	});

	it('lists holiday hours still to come as specialOpeningHoursSpecification, a closure as 00:00 to 00:00', () => {
		const gym = gymJsonLd({
			...facts,
			specialHours: [
				{ from: '2026-11-30', to: '2026-11-30', hours: null, note: 'Over before the build' },
				{ from: '2026-12-24', to: '2026-12-24', hours: { open: '08:00', close: '13:00' }, note: 'Christmas Eve' },
				{ from: '2026-12-25', to: '2026-12-26', hours: null, note: 'Christmas' },
			],
		});
		expect(gym).toHaveProperty('specialOpeningHoursSpecification', [
			{ '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '08:00', closes: '13:00' },
			{ '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-26', opens: '00:00', closes: '00:00' },
		]);
	});

	it('leaves special hours out when none are to come', () => {
		expect(gymJsonLd(facts)).not.toHaveProperty('specialOpeningHoursSpecification');
	});

	it('leaves the region out when the address has no county', () => {
		const gym = gymJsonLd({ ...facts, address: { street: 'Unit 1, Park Road', town: 'Chelmsford', postcode: 'CM1 1AA', country: 'GB' } });
		expect(gym).not.toHaveProperty('address.addressRegion');
		expect(gym).toMatchObject({ address: { addressLocality: 'Chelmsford', postalCode: 'CM1 1AA' } });
	});
});

describe('organizationJsonLd', () => {
	it('names the gym as publisher with its logo', () => {
		expect(organizationJsonLd(facts)).toEqual({
			'@type': 'Organization',
			name: 'Test Gym',
			url: 'https://gym.example',
			logo: { '@type': 'ImageObject', url: 'https://gym.example/logo.png' },
		});
	});
});

describe('gymJsonLd in its script element', () => {
	it('round-trips the gym', () => {
		expect(JSON.parse(serializeScriptJson(gymJsonLd(facts)))).toEqual(gymJsonLd(facts));
	});
});
