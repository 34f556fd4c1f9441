import { describe, expect, it } from 'vitest';

import { timetablePath } from '@/lib/content/entry-paths';
import { classClosingBand } from '@/lib/sign-up/class-closing-band';

const closing = { heading: 'Ready to row?', body: 'Pick a session.', label: 'See the week' };

describe('classClosingBand', () => {
	it.each([
		{ name: 'a day pass in a new tab', primary: { label: 'Try it', href: 'https://example.test/pass', external: true } },
		{ name: 'an e-mail in place', primary: { label: 'Write to book', href: 'mailto:desk@example.test', external: false } },
	])("the page's main action ($name) first, the timetable beside it", ({ primary }) => {
		expect(classClosingBand(closing, primary)).toEqual({
			heading: closing.heading,
			body: closing.body,
			...primary,
			secondary: { label: closing.label, href: timetablePath, external: false },
		});
	});
});
