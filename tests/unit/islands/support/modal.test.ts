// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { inertAround, nextTabStop, tabLeaves } from '@/islands/support/modal';

describe('inertAround', () => {
	const page = () => {
		document.body.innerHTML = `
			<header id="header"><a id="logo" href="/">Logo</a><div id="island"><button id="menu">Menu</button></div><nav id="nav"></nav></header>
			<main id="main"></main>
			<footer id="footer" inert></footer>`;
		return (id: string) => document.getElementById(id) as HTMLElement;
	};

	it('makes everything outside the kept element inert, its siblings and its ancestors’ siblings, and not itself', () => {
		const byId = page();
		inertAround(byId('island'));
		const inert = [...document.querySelectorAll('[inert]')].map((el) => el.id);
		expect(inert.sort()).toEqual(['footer', 'logo', 'main', 'nav']);
		expect(byId('island').closest('[inert]')).toBeNull();
	});

	it('undoes only what it did: an element inert before stays inert', () => {
		const byId = page();
		const undo = inertAround(byId('island'));
		undo();
		expect([...document.querySelectorAll('[inert]')].map((el) => el.id)).toEqual(['footer']);
	});
});

describe('nextTabStop', () => {
	const stops = ['button', 'first link', 'last link'];

	it('moves to the next stop, and from the last back to the first', () => {
		expect(nextTabStop(stops, 'button', false)).toBe('first link');
		expect(nextTabStop(stops, 'last link', false)).toBe('button');
	});

	it('moves backwards to the previous stop, and from the first round to the last', () => {
		expect(nextTabStop(stops, 'first link', true)).toBe('button');
		expect(nextTabStop(stops, 'button', true)).toBe('last link');
	});

	it('enters at the first stop, or the last going backwards, from outside the stops', () => {
		expect(nextTabStop(stops, 'elsewhere', false)).toBe('button');
		expect(nextTabStop(stops, null, true)).toBe('last link');
	});

	it('has nowhere to go without stops, and stays on a lone stop', () => {
		expect(nextTabStop([], 'button', false)).toBeUndefined();
		expect(nextTabStop(['button'], 'button', false)).toBe('button');
		expect(nextTabStop(['button'], 'button', true)).toBe('button');
	});
});

describe('tabLeaves', () => {
	const stops = ['button', 'link', 'last link'];

	it('is true only at the edge Tab leaves by, or from outside the stops', () => {
		expect(tabLeaves(stops, 'last link', false)).toBe(true);
		expect(tabLeaves(stops, 'button', true)).toBe(true);
		expect(tabLeaves(stops, 'elsewhere', false)).toBe(true);
		expect(tabLeaves(stops, 'button', false)).toBe(false);
		expect(tabLeaves(stops, 'link', true)).toBe(false);
		expect(tabLeaves(stops, 'last link', true)).toBe(false);
	});
});
