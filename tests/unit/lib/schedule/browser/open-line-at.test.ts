import { describe, expect, it } from 'vitest';

import { type OpenLine, openLineAt } from '@/lib/schedule/browser/open-line-at';

// A fixture line from minute 1000: open for 60 minutes, then closed for 30, then open for 10.
const line: OpenLine = { from: 1000, steps: [0, 60, 1, 30, 0, 10], texts: ['+Fixture open', '-Fixture shut'] };
const at = (minute: number) => openLineAt(line, minute * 60_000);

describe('openLineAt', () => {
	it('gives the words of the step a minute falls in, and whether the gym is open then', () => {
		expect(at(1000)).toEqual({ text: 'Fixture open', open: true });
		expect(at(1059.9)).toEqual({ text: 'Fixture open', open: true });
		expect(at(1060)).toEqual({ text: 'Fixture shut', open: false });
		expect(at(1089)).toEqual({ text: 'Fixture shut', open: false });
		expect(at(1090)).toEqual({ text: 'Fixture open', open: true });
	});

	it('gives nothing before the line starts or after the weeks the build covered', () => {
		expect(at(999)).toBeUndefined();
		expect(at(1100)).toBeUndefined();
	});
});
