/** The gym's social profiles as content/settings/site.yaml gives them. */
export interface Socials {
	instagram: string;
	facebook: string;
}

/** A profile link: its name (content/settings/words.yaml, `socials`), the address, and its icon in public/icons. */
export interface SocialLink {
	name: string;
	href: string;
	icon: string;
}

/** The platforms in the order every list of the profiles shows them: the footer, a post's "follow us" box, the structured data. */
const platforms = [
	{ key: 'instagram', icon: '/icons/instagram.svg' },
	{ key: 'facebook', icon: '/icons/facebook.svg' },
] as const satisfies readonly { key: keyof Socials; icon: string }[];

/** The gym's profile addresses in that order, e.g. for structured data's sameAs. */
export const socialAddresses = (socials: Socials): string[] => platforms.map(({ key }) => socials[key]);

/** The gym's profiles in that order, each named in `names`. */
export const socialLinks = (socials: Socials, names: Readonly<Record<keyof Socials, string>>): SocialLink[] =>
	platforms.map(({ key, icon }) => ({ name: names[key], href: socials[key], icon }));
