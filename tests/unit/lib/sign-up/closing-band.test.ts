import { describe, expect, it } from 'vitest';

import { closingBand, dayPassBand, type SignUpStep } from '@/lib/sign-up/closing-band';

const signUp = { dayPass: 'https://gym.example/day-pass', join: 'https://gym.example/join' };
const words = { heading: 'Come and train', body: 'Your first class is on us.' };
const dayPass = { label: 'Book a day pass', href: signUp.dayPass, external: true };
const join = { label: 'Join', href: signUp.join, external: true };

type Step = { to: SignUpStep; label: string };

describe('closingBand', () => {
	it.each<[string, Step, Step | undefined, object]>([
		['a day pass alone', { to: 'dayPass', label: 'Book a day pass' }, undefined, { ...dayPass, secondary: undefined }],
		['joining alone', { to: 'join', label: 'Join' }, undefined, { ...join, secondary: undefined }],
		[
			'a day pass, then joining',
			{ to: 'dayPass', label: 'Book a day pass' },
			{ to: 'join', label: 'Join' },
			{ ...dayPass, secondary: join },
		],
		[
			'joining, then a day pass',
			{ to: 'join', label: 'Join' },
			{ to: 'dayPass', label: 'Book a day pass' },
			{ ...join, secondary: dayPass },
		],
	])('%s', (_, first, second, expected) => {
		expect(closingBand(words, signUp, first, second)).toEqual({ ...words, ...expected });
	});

	it('keeps a band without body words without one', () => {
		expect(closingBand({ heading: 'Join us' }, signUp, { to: 'join', label: 'Join' }).body).toBeUndefined();
	});
});

describe('dayPassBand', () => {
	const cta = { ...words, label: 'Book a day pass' };

	it.each([
		['no words', undefined, undefined, undefined],
		['a day pass alone', cta, undefined, { ...cta, href: signUp.dayPass, external: true, secondary: undefined }],
		['a day pass, then joining', cta, 'Join', { ...cta, href: signUp.dayPass, external: true, secondary: join }],
	])('%s', (_, band, joinLabel, expected) => {
		expect(dayPassBand(band, signUp, joinLabel)).toEqual(expected);
	});
});
