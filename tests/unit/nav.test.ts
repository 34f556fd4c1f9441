import { describe, expect, it } from 'vitest';
import { isActive, navLinks } from '@/lib/nav';

describe('isActive', () => {
	it.each([
		['/', '/', true],
		['/', '', true],
		['/', '/about-us', false],
		['/about-us', '/about-us', true],
		['/about-us', '/about-us/', true],
		['/about-us', '/about-us.html', true],
		['/about-us', '/', false],
		['/about-us', '/about', false],
		['/about-us', '/about-us-old', false],
		['/gallery', '/gallery/facilities', true],
		['/gallery', '/gallery/facilities/', true],
		['/gallery', '/gallery/facilities.html', true],
		['/gallery', '/galleryx', false],
		['/blog', '/blog/september-2025', true],
		['/blog', '/blogs', false],
		['/shop', '/shop/fitness-gear', true],
		['/membership', '/timetable', false],
		['/timetable', '/timetable.html', true],
	])('isActive(%j, %j) is %s', (href, pathname, expected) => {
		expect(isActive(href, pathname)).toBe(expected);
	});

	it('marks exactly one section on a nested page', () => {
		expect(navLinks.filter((link) => isActive(link.href, '/gallery/facilities')).map((link) => link.label)).toEqual(['Gallery']);
	});

	it('marks no section on the home page', () => {
		expect(navLinks.filter((link) => isActive(link.href, '/'))).toEqual([]);
	});
});

describe('navLinks', () => {
	it('lists the seven sections in menu order', () => {
		expect(navLinks.map((link) => `${link.label} ${link.href}`)).toEqual([
			'About Us /about-us',
			'Membership /membership',
			'Timetable /timetable',
			'Facilities /facilities',
			'Gallery /gallery',
			'Blog /blog',
			'Shop /shop',
		]);
	});
});
