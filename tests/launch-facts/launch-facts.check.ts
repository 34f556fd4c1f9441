import { describe, expect, it } from 'vitest';

import { launchFacts } from './facts';

describe('the specification launch facts in content/', () => {
	it.each(launchFacts.map((row) => [`${row.spec}: ${row.fact}`, row] as const))('%s', (_, { read, equals, mentions }) => {
		const actual = read();
		if (mentions) {
			const text = String(actual).toLowerCase();
			expect(
				mentions.filter((phrase) => !text.includes(phrase.toLowerCase())),
				'phrases missing from the content',
			).toEqual([]);
		}
		if (equals !== undefined || !mentions) expect(actual).toEqual(equals);
	});
});
