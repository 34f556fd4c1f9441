import { describe, expect, it } from 'vitest';
import { formatAddress } from '@/lib/address';

// A made-up address (not the gym's).
const address = { street: '4 Anvil Yard', town: 'Eastwick', postcode: 'EW1 2AB', country: 'GB' };

describe('formatAddress', () => {
	it.each([
		['street, town and postcode', address, '4 Anvil Yard, Eastwick, EW1 2AB'],
		[
			'with a locality and a county, in order',
			{ ...address, locality: 'Old Quay', county: 'Westshire' },
			'4 Anvil Yard, Old Quay, Eastwick, Westshire, EW1 2AB',
		],
	])('%s', (_, given, line) => {
		expect(formatAddress(given)).toBe(line);
	});
});
