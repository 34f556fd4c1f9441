import { describe, expect, it } from 'vitest';

import { siteSections } from '@/lib/content/entry-paths';
import { footerLinks, isActive, navLinks } from '@/lib/navigation/nav';

const labels = Object.fromEntries(siteSections.map((section) => [section, `the ${section} label`])) as Record<
	(typeof siteSections)[number],
	string
>;
const links = navLinks(labels);

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
		['/gallery', '/gallery/open-day', true],
		['/gallery', '/gallery/open-day/', true],
		['/gallery', '/gallery/open-day.html', true],
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
		expect(links.filter((link) => isActive(link.href, '/gallery/open-day')).map((link) => link.href)).toEqual(['/gallery']);
	});

	it('marks no section on the home page', () => {
		expect(links.filter((link) => isActive(link.href, '/'))).toEqual([]);
	});
});

describe('navLinks', () => {
	it('lists the seven sections in menu order, each named by its label', () => {
		expect(links.map((link) => link.href)).toEqual(['/about-us', '/membership', '/timetable', '/facilities', '/gallery', '/blog', '/shop']);
		expect(links.map((link) => link.label)).toEqual(siteSections.map((section) => labels[section]));
	});
});

describe('footerLinks', () => {
	const footer = footerLinks(labels, 'All classes');

	it.each([
		[0, '/about-us', 'the about-us label'],
		[1, '/membership', 'the membership label'],
		[2, '/timetable', 'the timetable label'],
		[3, '/classes', 'All classes'],
		[4, '/facilities', 'the facilities label'],
		[5, '/gallery', 'the gallery label'],
		[6, '/blog', 'the blog label'],
		[7, '/shop', 'the shop label'],
	])('link %i is %s, named %j: the menu in its order, the classes right after the timetable', (index, href, label) => {
		expect(footer[index]).toEqual({ href, label });
	});

	it('adds the one link to the menu', () => {
		expect(footer).toHaveLength(links.length + 1);
	});
});
