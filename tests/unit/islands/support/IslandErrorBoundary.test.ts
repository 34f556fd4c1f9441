import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ErrorFallback, IslandErrorBoundary, withErrorBoundary } from '@/islands/support/IslandErrorBoundary';

const errorText = 'Fixture words: this part stopped';

describe('IslandErrorBoundary', () => {
	it('the fallback is an alert with the words it is given', () => {
		const html = renderToStaticMarkup(createElement(ErrorFallback, { text: errorText }));
		expect(html).toContain('role="alert"');
		expect(html).toContain(errorText);
	});

	it('once an island has failed, shows its words in place of the island', () => {
		const boundary = new IslandErrorBoundary({ errorText, children: createElement('p', null, 'island content') });
		boundary.state = IslandErrorBoundary.getDerivedStateFromError();
		const html = renderToStaticMarkup(boundary.render());
		expect(html).toContain(errorText);
		expect(html).not.toContain('island content');
	});

	it('renders its children while nothing has failed, and an empty marker that finds its island', () => {
		const html = renderToStaticMarkup(
			createElement(IslandErrorBoundary, { errorText, children: createElement('p', null, 'island content') }),
		);
		expect(html).toBe('<p>island content</p><template></template>');
	});

	it('wraps an island in the boundary, passing its props and keeping the fallback words for itself', () => {
		const seen: object[] = [];
		const Island = withErrorBoundary((props: { name: string }) => {
			seen.push(props);
			return createElement('p', null, props.name);
		});
		expect(renderToStaticMarkup(createElement(Island, { name: 'island content', errorText }))).toBe(
			'<p>island content</p><template></template>',
		);
		expect(seen).toEqual([{ name: 'island content' }]);
	});
});
