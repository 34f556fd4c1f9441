import { describe, expect, it } from 'vitest';
import { classFacts } from '@/lib/class-facts';

const words = { sessionLength: 'Length', level: 'Level', when: 'Days', format: 'Format', coaches: 'Coaches' };
const session = { length: '30 minutes', level: 'All levels', format: 'Intervals by heart rate' };

describe('classFacts', () => {
	it.each([
		{
			name: 'every fact, days in week order whatever the input order',
			input: { session, days: ['friday', 'monday', 'monday', 'wednesday'] as const, coaches: ['Ann Lee', 'Bo Day'] },
			facts: [
				{ term: 'Length', value: '30 minutes' },
				{ term: 'Level', value: 'All levels' },
				{ term: 'Days', value: 'Mon · Wed · Fri' },
				{ term: 'Coaches', value: 'Ann Lee, Bo Day' },
				{ term: 'Format', value: 'Intervals by heart rate', wide: true },
			],
		},
		{
			name: 'no level, no coaches',
			input: { session: { length: '1 hour', format: 'Lifting' }, days: ['sunday'] as const, coaches: [] },
			facts: [
				{ term: 'Length', value: '1 hour' },
				{ term: 'Days', value: 'Sun' },
				{ term: 'Format', value: 'Lifting', wide: true },
			],
		},
		{ name: 'a guide with no session card, off the timetable', input: { days: [], coaches: [] }, facts: [] },
		{
			name: 'only the timetable',
			input: { days: ['tuesday', 'thursday'] as const, coaches: [] },
			facts: [{ term: 'Days', value: 'Tue · Thu' }],
		},
	])('$name', ({ input, facts }) => {
		expect(classFacts(input, words)).toEqual(facts);
	});
});
