import { describe, expect, it } from 'vitest';

import { required } from '@/lib/content/required';

describe('required', () => {
	it.each([0, '', false, 'text', { a: 1 }])('returns %j', (value) => {
		expect(required(value, 'x')).toBe(value);
	});

	it.each([null, undefined])('fails for %s, naming the missing content', (value) => {
		expect(() => required(value, 'content/pages/timetable.yaml: cta')).toThrow('Missing content: content/pages/timetable.yaml: cta');
	});
});
