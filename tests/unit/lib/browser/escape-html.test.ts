import { describe, expect, it } from 'vitest';

import { escapeHtml } from '@/lib/browser/escape-html';

describe('escapeHtml', () => {
	it.each([
		['Teen S&C', 'Teen S&amp;C'],
		['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
		[`Members' "PB" night`, 'Members&#39; &quot;PB&quot; night'],
		['Plain words', 'Plain words'],
	])('%s', (text, expected) => {
		expect(escapeHtml(text)).toBe(expected);
	});
});
