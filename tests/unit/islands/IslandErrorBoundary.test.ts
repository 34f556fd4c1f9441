import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorFallback, IslandErrorBoundary, withErrorBoundary } from '@/islands/IslandErrorBoundary';

describe('IslandErrorBoundary', () => {
	it.each([
		[new Error('Carousel failed to start'), 'Carousel failed to start'],
		[new Error(''), 'Something went wrong.'],
	])('the fallback names the error: %s', (error, message) => {
		const html = renderToStaticMarkup(createElement(ErrorFallback, { error }));
		expect(html).toContain('role="alert"');
		expect(html).toContain('Unexpected Application Error!');
		expect(html).toContain(message);
	});

	it.each([
		[new TypeError('x is undefined'), 'x is undefined'],
		['a thrown string', 'a thrown string'],
	])('turns whatever an island throws into an Error: %s', (thrown, message) => {
		const state = IslandErrorBoundary.getDerivedStateFromError(thrown);
		expect(state.error).toBeInstanceOf(Error);
		expect(state.error?.message).toBe(message);
	});

	it('renders its children while nothing has failed, and an empty marker that finds its island', () => {
		const html = renderToStaticMarkup(createElement(IslandErrorBoundary, null, createElement('p', null, 'island content')));
		expect(html).toBe('<p>island content</p><template></template>');
	});

	it('wraps an island in the boundary, passing its props', () => {
		const Island = withErrorBoundary(({ name }: { name: string }) => createElement('p', null, name));
		expect(renderToStaticMarkup(createElement(Island, { name: 'island content' }))).toBe('<p>island content</p><template></template>');
	});
});
