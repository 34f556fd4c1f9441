import type { Settings } from '../schemas/settings.ts';

type Address = Settings['address'];

/** The gym's address as lines, as on an envelope: street, locality, "town, county", postcode; only the parts it has. */
export function addressLines({ street, locality, town, county, postcode }: Address): string[] {
	return [street, locality, [town, county].filter(Boolean).join(', '), postcode].filter((line): line is string => Boolean(line));
}

/** The gym's address on one line: "1 Mill Lane, Springfield, Northtown, Shire, NT1 1AA". */
export function formatAddress(address: Address): string {
	return addressLines(address).join(', ');
}
