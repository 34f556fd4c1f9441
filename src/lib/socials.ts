/** The gym's social profiles as content/settings/site.yaml gives them. */
export interface Socials {
	instagram: string;
	facebook: string;
}

/** A profile link: the platform's own name (not a word of the gym's), the address, and its icon in public/icons. */
export interface SocialLink {
	name: string;
	href: string;
	icon: string;
}

/** The gym's profiles in the order every list of them shows: the footer, a post's "follow us" box, the structured data. */
export const socialLinks = (socials: Socials): SocialLink[] => [
	{ name: 'Instagram', href: socials.instagram, icon: '/icons/instagram.svg' },
	{ name: 'Facebook', href: socials.facebook, icon: '/icons/facebook.svg' },
];
