import { describe, expect, it } from 'vitest';

import { absoluteUrl, isExternalLink, newTabNote, newTabRel, toMailto } from '@/lib/navigation/links';

describe('absoluteUrl', () => {
	it.each([
		['/blog', 'https://www.gym.example', 'https://www.gym.example/blog'],
		['/blog', 'https://www.gym.example/', 'https://www.gym.example/blog'],
		['/', 'https://www.gym.example', 'https://www.gym.example/'],
		['/classes/row-club.ics', 'https://www.gym.example', 'https://www.gym.example/classes/row-club.ics'],
		['/_astro/cover.abc123.jpg', new URL('https://www.gym.example'), 'https://www.gym.example/_astro/cover.abc123.jpg'],
		['/about-us#team', 'https://www.gym.example', 'https://www.gym.example/about-us#team'],
		['/blog/page/2', 'https://www.gym.example/old/', 'https://www.gym.example/blog/page/2'],
		['https://hydra.com/rower', 'https://www.gym.example', 'https://hydra.com/rower'],
	])('%s on %s is %s', (path, siteUrl, expected) => {
		expect(absoluteUrl(path, siteUrl)).toBe(expected);
	});
});

describe('isExternalLink', () => {
	const site = 'https://www.gym.example';
	it.each([
		['https://hydra.com', true],
		['http://www.arcx.com/events', true],
		['https://www.gym.example/timetable', false],
		['/gallery/open-day', false],
		['/about-us#team', false],
		['#photos', false],
		['mailto:hello@gym.example', false],
	])('%s → %s', (href, expected) => {
		expect(isExternalLink(href, site)).toBe(expected);
	});
});

describe('toMailto', () => {
	it.each([
		['hello@gym.example', undefined, 'mailto:hello@gym.example'],
		['hello@gym.example', 'Programs enquiry', 'mailto:hello@gym.example?subject=Programs%20enquiry'],
		['hello@gym.example', 'Kit & more?', 'mailto:hello@gym.example?subject=Kit%20%26%20more%3F'],
	])('%s with subject %s', (email, subject, expected) => {
		expect(toMailto(email, subject)).toBe(expected);
	});
});

describe('newTabNote', () => {
	const hint = 'the fixture hint';
	it.each([
		[undefined, ` (${hint})`],
		['', ` (${hint})`],
		['the fixture subject', ` (the fixture subject, ${hint})`],
	])('subject %j reads %j', (subject, expected) => {
		expect(newTabNote(hint, subject)).toBe(expected);
	});

	it('starts with a space, so it never runs into the visible link text', () => {
		expect(newTabNote(hint)).toMatch(/^ \(/);
	});
});

describe('newTabRel', () => {
	it('keeps the opener and the referrer from the new page', () => {
		expect(newTabRel.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
	});
});
