import type { Settings } from './schemas/settings.ts';

/** The gym's address on one line, the parts it has from street to postcode: "1 Mill Lane, Springfield, Chelmsford, CM1 1AA". */
export function formatAddress({ street, locality, town, county, postcode }: Settings['address']): string {
	return [street, locality, town, county, postcode].filter(Boolean).join(', ');
}
