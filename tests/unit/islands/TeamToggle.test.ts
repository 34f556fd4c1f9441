// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import TeamToggle, { ShownPanel } from '@/islands/TeamToggle';

// React's act() only flushes effects where the environment says it is a test; put back after, as the worker is shared.
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
const wasActEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
reactTest.IS_REACT_ACT_ENVIRONMENT = true;
afterAll(() => {
	reactTest.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const props = { label: 'Fixture team', show: 'Show', hide: 'Hide', panelId: 'fixture-panel', errorText: 'Fixture error' };
let root: Root | undefined;

/** The page as TeamSection.astro writes it: the island's box, and the panel beside it folded away. */
function page({ found = false } = {}) {
	document.body.innerHTML = `<div id="island"></div><div id="fixture-panel" hidden="until-found"><p>Fixture Name</p></div>`;
	const panel = document.getElementById('fixture-panel') as HTMLElement;
	// Find-in-page matched while the island slept: the browser took the attribute off.
	if (found) panel.removeAttribute('hidden');
	return { island: document.getElementById('island') as HTMLElement, panel };
}

function wake(island: HTMLElement) {
	root = createRoot(island);
	act(() => root?.render(createElement(TeamToggle, props)));
	return island.querySelector('button') as HTMLButtonElement;
}

afterEach(() => {
	act(() => root?.unmount());
	root = undefined;
});

describe('TeamToggle', () => {
	it('keeps the panel findable while folded, and shows it only while pressed', () => {
		const { island, panel } = page();
		const button = wake(island);
		expect(panel.getAttribute('hidden')).toBe('until-found');
		expect(button.getAttribute('aria-expanded')).toBe('false');
		act(() => button.click());
		expect(panel.hasAttribute('hidden')).toBe(false);
		expect(button.getAttribute('aria-expanded')).toBe('true');
		expect(button.textContent).toContain(props.hide);
		act(() => button.click());
		expect(panel.getAttribute('hidden')).toBe('until-found');
	});

	it('wakes open when find-in-page showed the panel before it woke', () => {
		const { island, panel } = page({ found: true });
		const button = wake(island);
		expect(panel.hasAttribute('hidden')).toBe(false);
		expect(button.getAttribute('aria-expanded')).toBe('true');
	});

	it('opens when the browser finds a match in the folded panel', () => {
		const { island, panel } = page();
		const button = wake(island);
		// What the browser does on a match: fire beforematch, then take the attribute off.
		act(() => {
			panel.dispatchEvent(new Event('beforematch'));
			panel.removeAttribute('hidden');
		});
		expect(button.getAttribute('aria-expanded')).toBe('true');
		expect(panel.hasAttribute('hidden')).toBe(false);
	});

	it('leaves the team shown if it fails', () => {
		const { island, panel } = page();
		root = createRoot(island);
		act(() => root?.render(createElement(ShownPanel, { panelId: props.panelId })));
		expect(panel.hasAttribute('hidden')).toBe(false);
	});
});
