import { describe, expect, it } from 'vitest';

import { socialAddresses, socialLinks } from '@/lib/contact/socials';

const socials = { instagram: 'https://www.instagram.com/a-gym', facebook: 'https://www.facebook.com/a-gym' };

describe('socialLinks', () => {
	it('names each profile in the words given, with its address and icon, Instagram first', () => {
		expect(socialLinks(socials, { instagram: 'Insta', facebook: 'FB page' })).toEqual([
			{ name: 'Insta', href: 'https://www.instagram.com/a-gym', icon: '/icons/instagram.svg' },
			{ name: 'FB page', href: 'https://www.facebook.com/a-gym', icon: '/icons/facebook.svg' },
		]);
	});

	it('gives the addresses alone in the same order', () => {
		expect(socialAddresses(socials)).toEqual(['https://www.instagram.com/a-gym', 'https://www.facebook.com/a-gym']);
	});
});
