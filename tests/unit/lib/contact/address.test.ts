import { describe, expect, it } from 'vitest';

import { addressLines, formatAddress } from '@/lib/contact/address';

// A made-up address (not the gym's).
const address = { street: '4 Anvil Yard', town: 'Eastwick', postcode: 'EW1 2AB', country: 'GB' };
const full = { ...address, locality: 'Old Quay', county: 'Westshire' };

describe('addressLines', () => {
	it.each([
		['street, town and postcode', address, ['4 Anvil Yard', 'Eastwick', 'EW1 2AB']],
		['a locality on its own line, the county beside the town', full, ['4 Anvil Yard', 'Old Quay', 'Eastwick, Westshire', 'EW1 2AB']],
	])('%s', (_, given, lines) => {
		expect(addressLines(given)).toEqual(lines);
	});
});

describe('formatAddress', () => {
	it.each([
		['street, town and postcode', address, '4 Anvil Yard, Eastwick, EW1 2AB'],
		['every part, in order', full, '4 Anvil Yard, Old Quay, Eastwick, Westshire, EW1 2AB'],
	])('%s', (_, given, line) => {
		expect(formatAddress(given)).toBe(line);
	});
});
