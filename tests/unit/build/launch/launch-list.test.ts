import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { describeShape, describeStandInPictures, findStandInFacts, readLaunchList, subjectOf } from '@/build/launch/launch-list';
import { standInMarker } from '@/build/launch/stand-ins';
import { cmsFormOf } from '@/cms/config';
import { adminPath } from '@/lib/content/entry-paths';
import { fullPicture, picturePresets } from '@/lib/picture-presets';

// A site of its own: a team member, a product with two made-up fields, a class guide, an album and the settings.
const files = [
	{
		path: 'content/team/zz-coach.md',
		text: '---\nname: Zz Coach\nphoto: ./zz-coach.jpg\nphotoAlt: Stand-in portrait artwork for Zz Coach, coach\nstandIn: true\n---\nBio.\n',
	},
	{
		path: 'content/products/zz-shirt.yaml',
		text: 'name: Zz Shirt\ncategory: fitness-gear\nimage: ./zz-shirt.jpg\nimageAlt: A shirt\nstandIn: [image, squareCheckoutUrl]\n',
	},
	{
		path: 'content/classes/zz-class.mdx',
		text: '---\nclassTitle: Zz Class\nimage: ./zz-class.jpg\nimageAlt: Stand-in artwork of a zz rower\n---\n',
	},
	{
		path: 'content/gallery/Zz/index.yaml',
		text: 'title: Zz Album\ncover: ./zz-1.jpg\ncoverAlt: A cover\nfileNamePrefix: zz-\nphotos:\n  - alt: Stand-in artwork of a sled\n  - alt: An athlete\n    image: ./upload.webp\n',
	},
	{
		path: 'content/settings/site.yaml',
		text: 'name: Zz Gym\nheroPoster: ./hero.jpg\nheroPosterTall: ./hero-tall.jpg\nheroPosterAlt: The gym floor\nstandIn: []\n',
	},
];

describe('findStandInFacts', () => {
	it('lists whole entries and the fields of a standIn list, named as the editor lists them; an empty list is nothing', () => {
		expect(findStandInFacts(files)).toEqual([
			{ file: 'content/team/zz-coach.md', entry: 'Zz Coach', fields: [] },
			{ file: 'content/products/zz-shirt.yaml', entry: 'Zz Shirt', fields: ['image', 'squareCheckoutUrl'] },
		]);
	});
});

describe('describeStandInPictures', () => {
	const picture = (path: string, width = 1000, height = 750) => ({ path, width, height });
	const list = describeStandInPictures(files, [
		picture('content/team/zz-coach.jpg', 400, 500),
		picture('content/classes/zz-class.jpg'),
		picture('content/gallery/Zz/zz-1.jpg'),
		picture('content/gallery/Zz/upload.webp', 600, 800),
		picture('content/settings/hero-tall.jpg', 1080, 1920),
		picture('content/unused.jpg', 300, 300),
	]);
	const of = (file: string) => list.find((entry) => entry.file === file);
	const widest = (slot: keyof typeof picturePresets) => Math.max(...picturePresets[slot].widths);

	it('gives the page, the subject without the stand-in words, and the size of the widest slot at its own shape', () => {
		expect(of('content/team/zz-coach.jpg')).toEqual({
			file: 'content/team/zz-coach.jpg',
			uses: [{ page: '/about-us', where: 'content/team/zz-coach.md: photo' }],
			subject: 'Zz Coach, coach',
			shape: '4:5 portrait',
			width: widest('teamCard'),
			height: Math.round((widest('teamCard') * 5) / 4),
		});
		expect(of('content/classes/zz-class.jpg')).toMatchObject({ uses: [{ page: '/classes/zz-class' }], subject: 'a zz rower' });
	});

	it('finds album photos by number and by name, and a cover shown on the gallery index and in its album', () => {
		expect(of('content/gallery/Zz/zz-1.jpg')).toMatchObject({
			uses: [
				{ page: '/gallery', where: 'content/gallery/Zz/index.yaml: cover' },
				{ page: '/gallery/zz', where: 'content/gallery/Zz/index.yaml: photos.0' },
			],
			subject: 'A cover',
			shape: '4:3 landscape',
			width: fullPicture.maxWidth,
		});
		expect(of('content/gallery/Zz/upload.webp')).toMatchObject({
			uses: [{ page: '/gallery/zz' }],
			subject: 'An athlete',
			shape: '3:4 portrait',
		});
	});

	it('shares the wide still’s alt text with the tall one, and names a picture no entry shows', () => {
		expect(of('content/settings/hero-tall.jpg')).toMatchObject({
			subject: 'The gym floor',
			shape: '9:16 portrait',
			width: widest('heroTall'),
		});
		expect(of('content/unused.jpg')).toMatchObject({ uses: [], width: 300, height: 300, shape: '1:1 square' });
	});

	it('orders the list by page, as a shot list', () => {
		expect(list.map(({ uses }) => uses[0]?.page ?? '')).toEqual([
			'/ (phones held upright)',
			'/about-us',
			'/classes/zz-class',
			'/gallery',
			'/gallery/zz',
			'',
		]);
	});
});

describe('describeShape and subjectOf', () => {
	it.each([
		[1600, 1200, '4:3 landscape'],
		[1200, 675, '16:9 landscape'],
		[288, 360, '4:5 portrait'],
		[500, 500, '1:1 square'],
		[1000, 700, '10:7 landscape'],
	])('%i×%i is %s', (width, height, shape) => {
		expect(describeShape(width, height)).toBe(shape);
	});

	it.each([
		['Stand-in artwork of a zz sled, close up', 'a zz sled, close up'],
		['Stand-in portrait artwork for Zz Coach, coach', 'Zz Coach, coach'],
		['Zz lifters chalking up', 'Zz lifters chalking up'],
		['Stand-in artwork of the word ZZ set large, where a photo of zz lifters chalking up will go', 'zz lifters chalking up'],
		['Stand-in artwork of the initials ZC, where a photo of Zz Coach, coach will go', 'Zz Coach, coach'],
	])('%s → %s', (alt, subject) => {
		expect(subjectOf(alt)).toBe(subject);
	});
});

describe('cmsFormOf', () => {
	it.each([
		['content/team/zz-coach.md', 'Zz Coach', { label: 'Team → Zz Coach', href: `${adminPath}#/collections/team/entries/zz-coach` }],
		[
			'content/blog/zz-post/index.mdx',
			undefined,
			{ label: 'Blog posts → zz-post', href: `${adminPath}#/collections/blog/entries/zz-post` },
		],
		[
			'content/settings/site.yaml',
			'Zz Gym',
			{ label: 'Gym settings → Gym settings', href: `${adminPath}#/collections/settings/entries/site` },
		],
		['content/README.md', undefined, undefined],
	])('%s', (path, entry, form) => {
		expect(cmsFormOf(path, entry)).toEqual(form);
	});
});

describe('the page each picture is on', () => {
	const picture = (path: string) => ({ path, width: 800, height: 600 });
	it.each([
		['content/pages/home.yaml', 'sections:\n  - image: ./zz.jpg\n    imageAlt: A\n', 'content/pages/zz.jpg', '/'],
		['content/pages/not-found.yaml', 'image: ./zz.jpg\n', 'content/pages/zz.jpg', 'the not-found page'],
		['content/pages/shop-zz-gear.yaml', 'image: ./zz.jpg\n', 'content/pages/zz.jpg', '/shop/zz-gear'],
		['content/pages/about-us.yaml', 'image: ./zz.jpg\n', 'content/pages/zz.jpg', '/about-us'],
		['content/products/zz.yaml', 'category: zz-gear\nimage: ./zz.jpg\n', 'content/products/zz.jpg', '/shop/zz-gear'],
		['content/affiliates/zz.yaml', 'logo: ./zz.png\nalt: Zz logo\n', 'content/affiliates/zz.png', '/'],
		['content/blog/zz/index.mdx', '---\nimage: ./cover.jpg\n---\n', 'content/blog/zz/cover.jpg', '/blog/zz'],
		['content/settings/site.yaml', 'ogImage: ./share.jpg\n', 'content/settings/share.jpg', 'every page, when shared'],
		['content/settings/site.yaml', 'map:\n  preview: ./map.jpg\n  previewAlt: A map\n', 'content/settings/map.jpg', '/facilities'],
		['content/settings/site.yaml', 'logo: ./logo.svg\n', 'content/settings/logo.svg', 'every page (the header)'],
		['content/timetable/monday.yaml', 'day: monday\nimage: ./zz.jpg\n', 'content/timetable/zz.jpg', 'content/timetable/monday.yaml'],
	])('%s', (path, text, file, page) => {
		const [found] = describeStandInPictures([{ path, text }], [picture(file)]);
		expect(found?.uses.map(({ page }) => page)).toEqual([page]);
	});

	it('skips files whose YAML cannot be read, and album photos with no file', () => {
		const broken = { path: 'content/team/zz.md', text: '---\nname: [unclosed\nstandIn: true\n---\n' };
		const album = { path: 'content/gallery/zz/index.yaml', text: 'title: Zz\nphotos:\n  - alt: Missing\n  - just text\n' };
		expect(findStandInFacts([broken, { path: 'content/plans/zz.yaml', text: '- a list\n' }])).toEqual([]);
		expect(describeStandInPictures([broken, album], [picture('content/gallery/zz/9.jpg')])[0]?.uses).toEqual([]);
	});

	it('names an entry by its file when it has no name, title or heading', () => {
		expect(findStandInFacts([{ path: 'content/plans/zz-plan.yaml', text: 'price: 1\nstandIn: true\n' }])).toEqual([
			{ file: 'content/plans/zz-plan.yaml', entry: 'zz-plan', fields: [] },
		]);
	});
});

describe('readLaunchList', () => {
	it('reads the stand-in facts and the pictures that carry the marker, with their size, from a site folder', async () => {
		const root = mkdtempSync(join(tmpdir(), 'launch-list-'));
		try {
			mkdirSync(join(root, 'content/team'), { recursive: true });
			writeFileSync(
				join(root, 'content/team/zz.md'),
				'---\nname: Zz\nphoto: ./zz.jpg\nphotoAlt: Stand-in artwork of Zz\nstandIn: true\n---\n',
			);
			const photo = sharp({ create: { width: 40, height: 50, channels: 3, background: '#000' } });
			await photo
				.clone()
				.withExif({ IFD0: { ImageDescription: standInMarker } })
				.jpeg()
				.toFile(join(root, 'content/team/zz.jpg'));
			await photo.clone().jpeg().toFile(join(root, 'content/team/real.jpg'));
			const { facts, pictures } = await readLaunchList(root);
			expect(facts).toEqual([{ file: 'content/team/zz.md', entry: 'Zz', fields: [] }]);
			expect(pictures.map(({ file, subject, shape }) => ({ file, subject, shape }))).toEqual([
				{ file: 'content/team/zz.jpg', subject: 'Zz', shape: '4:5 portrait' },
			]);
		} finally {
			rmSync(root, { recursive: true, force: true });
		}
	});
});
