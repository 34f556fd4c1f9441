import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The editors' settings, read as the build reads them, so tests follow a change of domain or link. */
export const settings = parse(readFileSync(new URL('../../../content/settings/site.yaml', import.meta.url), 'utf8')) as {
	url: string;
	email: string;
	signUp: { join: string; dayPass: string };
	socials: { instagram: string; facebook: string };
};
