import { describe, expect, it } from 'vitest';
import { socialLinks } from '@/lib/socials';

describe('socialLinks', () => {
	it('names each profile by its platform, with its address and icon, Instagram first', () => {
		const links = socialLinks({ instagram: 'https://www.instagram.com/a-gym', facebook: 'https://www.facebook.com/a-gym' });
		expect(links).toEqual([
			{ name: 'Instagram', href: 'https://www.instagram.com/a-gym', icon: '/icons/instagram.svg' },
			{ name: 'Facebook', href: 'https://www.facebook.com/a-gym', icon: '/icons/facebook.svg' },
		]);
	});
});
