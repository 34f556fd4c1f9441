import { describe, expect, it } from 'vitest';

import { settingsSchema } from '@/lib/schemas/settings';

import { imageStub } from '../../../support/image-stub';

const schema = settingsSchema(imageStub);
const hours = { open: '06:00', close: '21:00' };

// A made-up gym (not the content's).
const valid = {
	name: 'Anvil Yard Gym',
	shortName: 'Anvil',
	founded: 2019,
	url: 'https://anvil.example',
	email: 'hello@anvil.example',
	address: { street: '4 Anvil Yard', town: 'Eastwick', postcode: 'EW1 2AB', country: 'GB' },
	geo: { latitude: 51.5, longitude: 0.4 },
	map: {
		embedOrigin: 'https://maps.example',
		embedUrl: 'https://maps.example/embed',
		directionsUrl: 'https://maps.example/to',
		preview: './map.jpg',
		previewAlt: 'A map of the yard',
	},
	openingHours: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, hours])),
	specialHours: [],
	socials: { instagram: 'https://social.example/anvil', facebook: 'https://social.example/anvil-fb' },
	apps: { appStore: 'https://apps.example/a', googlePlay: 'https://apps.example/g' },
	signUp: { join: 'https://join.example', dayPass: 'https://join.example/day' },
	logo: './logo.svg',
	ogImage: './share.jpg',
	ogImageAlt: 'The yard',
	heroPoster: './hero.jpg',
	heroPosterAlt: 'A lifter',
	heroVideo: '/media/lifter',
	themeColor: '#111111',
	description: 'A gym in a yard.',
};

/** The first problem the schema reports, as "field: message". */
const problem = (input: unknown): string | undefined => {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	const [issue] = result.error.issues;
	return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('settingsSchema', () => {
	it('accepts the settings and fills in the defaults', () => {
		expect(schema.parse(valid)).toMatchObject({ heroFocus: 'centre', standIn: [] });
	});

	it('accepts a tall cut given as both its still and its video', () => {
		expect(problem({ ...valid, heroPosterTall: './hero-tall.jpg', heroVideoTall: '/media/lifter-tall' })).toBeUndefined();
	});

	it.each([
		['a misspelt key', { ...valid, emial: 'x' }, /Unrecognized key/],
		['a web address without https', { ...valid, url: 'http://anvil.example' }, /^url: Use a full web address starting with https:\/\//],
		[
			'a day closing before it opens',
			{ ...valid, openingHours: { ...valid.openingHours, monday: { open: '21:00', close: '06:00' } } },
			/^openingHours\.monday\.close: The closing time must be after/,
		],
		['a day missing from the week', { ...valid, openingHours: { ...valid.openingHours, sunday: undefined } }, /^openingHours\.sunday:/],
		[
			'a misspelt weekday in the opening hours',
			{ ...valid, openingHours: { ...valid.openingHours, munday: hours } },
			/^openingHours: Unrecognized key: "munday"/,
		],
		['an invalid e-mail address', { ...valid, email: 'hello at anvil' }, /^email: Use a valid e-mail address$/],
		['a latitude off the globe', { ...valid, geo: { latitude: 91, longitude: 0 } }, /^geo\.latitude: Too big: expected number to be <=90$/],
		['a three-letter country', { ...valid, address: { ...valid.address, country: 'GBR' } }, /^address\.country:/],
		['a short hex colour', { ...valid, themeColor: '#111' }, /^themeColor: Use a six-digit hex colour/],
		[
			'a hero video with its extension',
			{ ...valid, heroVideo: '/media/lifter.mp4' },
			/^heroVideo: Give the video's address in public\/ without/,
		],
		['a hero video outside public/media', { ...valid, heroVideo: 'lifter' }, /^heroVideo: Give the video's address/],
		['a tall still without its video', { ...valid, heroPosterTall: './hero-tall.jpg' }, /^heroVideoTall: The tall cut needs both/],
		['a tall video without its still', { ...valid, heroVideoTall: '/media/lifter-tall' }, /^heroPosterTall: The tall cut needs both/],
	])('rejects %s, naming the field', (_, input, message) => {
		expect(problem(input)).toMatch(message);
	});

	it('reports a bad closing time once, without comparing it with the opening time', () => {
		const result = schema.safeParse({ ...valid, openingHours: { ...valid.openingHours, friday: { open: '06:00', close: '05:60' } } });
		expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
			'openingHours.friday.close: Use 24-hour time as HH:MM, e.g. 06:30',
		]);
	});
});
