import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
	hashTarget,
	holdClick,
	islandReady,
	islandReadyEvent,
	isPlainClick,
	takeHeldClick,
} from '@/integrations/page-pipeline/runtime/pending-click';

// The unit tests run in Node, without a DOM: these stand-ins are as much of an element and an event as the module
// reads, and each records what the module asked of it.

/** A control in an island: its attributes, and its clicks. */
function control() {
	const attributes = new Set<string>();
	return {
		attributes,
		setAttribute: (name: string) => void attributes.add(name),
		removeAttribute: (name: string) => void attributes.delete(name),
		click: vi.fn(),
	};
}
type Control = ReturnType<typeof control>;

/** An <astro-island> holding `controls`, found by the attribute a selector such as `[data-pending-click]` names. */
function island(...controls: Control[]) {
	const element = new EventTarget();
	return Object.assign(element, {
		contains: (node: unknown) => controls.includes(node as Control),
		querySelector: (selector: string) => controls.find((each) => each.attributes.has(selector.slice(1, -1))) ?? null,
	}) as unknown as Element;
}

/** A click whose target sits inside `closest` (what target.closest() finds for the module's selector, or null). */
function click(closest: Control | null, init: Partial<MouseEventInit> = {}) {
	const target = { closest: vi.fn(() => closest) };
	const event = {
		button: 0,
		metaKey: false,
		ctrlKey: false,
		shiftKey: false,
		altKey: false,
		...init,
		target,
		preventDefault: vi.fn(),
		stopPropagation: vi.fn(),
	};
	return {
		event: event as unknown as MouseEvent,
		target,
		/** Whether the click was kept from its default action, and from the listeners beyond the island. */
		stopped: () => event.preventDefault.mock.calls.length > 0 && event.stopPropagation.mock.calls.length > 0,
		/** Whether either was asked for. */
		touched: () => event.preventDefault.mock.calls.length + event.stopPropagation.mock.calls.length > 0,
	};
}

describe('isPlainClick', () => {
	it.each([
		[{}, true],
		[{ button: 1 }, false],
		[{ metaKey: true }, false],
		[{ ctrlKey: true }, false],
		[{ shiftKey: true }, false],
		[{ altKey: true }, false],
	])('%j', (init, plain) => {
		expect(isPlainClick(click(null, init).event)).toBe(plain);
	});
});

describe('holdClick', () => {
	it('asks for the controls a click would otherwise lose: buttons but popover ones, and links that wake the island', () => {
		const { event, target } = click(null);
		holdClick(event, island());
		expect(target.closest).toHaveBeenCalledWith('button:not([popovertarget]), [data-wakes-island]');
	});

	it('holds a plain click on such a control and marks it for the island', () => {
		const button = control();
		const { event, stopped } = click(button);
		expect(holdClick(event, island(button))).toBe(true);
		expect(stopped()).toBe(true);
		expect(button.attributes.has('data-pending-click')).toBe(true);
	});

	it('marks only the first control: a second click before the island is ready is dropped', () => {
		const [first, second] = [control(), control()];
		const both = island(first, second);
		holdClick(click(first).event, both);
		expect(holdClick(click(second).event, both)).toBe(true);
		expect(first.attributes.has('data-pending-click')).toBe(true);
		expect(second.attributes.has('data-pending-click')).toBe(false);
	});

	it.each([
		['a click on no such control', null, {}],
		['a click with a modifier, which opens a new tab or a download', control(), { ctrlKey: true }],
	])('leaves alone %s', (_, target, init) => {
		const { event, touched } = click(target, init);
		expect(holdClick(event, island(...(target ? [target] : [])))).toBe(false);
		expect(touched()).toBe(false);
	});

	it('leaves alone a control of another island, whose own directive holds it', () => {
		const elsewhere = control();
		const { event, touched } = click(elsewhere);
		expect(holdClick(event, island(control()))).toBe(false);
		expect(touched()).toBe(false);
		expect(elsewhere.attributes.size).toBe(0);
	});
});

describe('takeHeldClick', () => {
	it('gives the held control once, unmarked', () => {
		const button = control();
		const own = island(button);
		holdClick(click(button).event, own);
		expect(takeHeldClick(own)).toBe(button);
		expect(button.attributes.size).toBe(0);
		expect(takeHeldClick(own)).toBeNull();
	});
});

describe('islandReady', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('tells its own directive, then clicks the held control again in a task of its own', () => {
		const button = control();
		const own = island(button);
		const ready = vi.fn();
		own.addEventListener(islandReadyEvent, ready);
		holdClick(click(button).event, own);
		islandReady(own);
		expect(ready).toHaveBeenCalledOnce();
		expect(button.click).not.toHaveBeenCalled();
		vi.runAllTimers();
		expect(button.click).toHaveBeenCalledOnce();
		expect(button.attributes.size).toBe(0);
	});

	it("replays nothing when no click was held, and nothing of another island's", () => {
		const [mine, theirs] = [control(), control()];
		holdClick(click(theirs).event, island(theirs));
		islandReady(island(mine));
		vi.runAllTimers();
		expect(mine.click).not.toHaveBeenCalled();
		expect(theirs.click).not.toHaveBeenCalled();
	});
});

describe('hashTarget', () => {
	afterEach(() => vi.unstubAllGlobals());

	/** The page at an address ending in `hash`, holding the elements of `ids`. */
	function page(hash: string, ids: string[]) {
		const getElementById = vi.fn((id: string) => (ids.includes(id) ? { id } : null));
		vi.stubGlobal('location', { hash });
		vi.stubGlobal('document', { getElementById });
		return getElementById;
	}

	it('finds the element the fragment names, percent-decoded', () => {
		page('#caf%C3%A9-hours', ['café-hours']);
		expect(hashTarget()).toEqual({ id: 'café-hours' });
	});

	it('is null when no element has that id', () => {
		page('#nowhere', ['hours']);
		expect(hashTarget()).toBeNull();
	});

	it('is null, without throwing, for a fragment that is not valid percent-encoding', () => {
		const getElementById = page('#%E0', ['%E0']);
		expect(hashTarget()).toBeNull();
		expect(getElementById).not.toHaveBeenCalled();
	});
});
