import { describe, expect, it } from 'vitest';

import { heroVideoFiles } from '@/lib/home/hero-video';

describe('heroVideoFiles', () => {
	it('gives each format its address on the site and its file under public/, WebM first', () => {
		expect(heroVideoFiles('/video/hero')).toEqual([
			{ format: 'webm', src: '/video/hero.webm', path: 'public/video/hero.webm' },
			{ format: 'mp4', src: '/video/hero.mp4', path: 'public/video/hero.mp4' },
		]);
	});
});
