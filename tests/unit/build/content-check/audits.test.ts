import { describe, expect, it } from 'vitest';

import {
	auditContent,
	checkImage,
	describeContentError,
	findEmptyAltText,
	findFaqFiguresOffThePlans,
	findLongDescriptions,
	findLongTitles,
	findMissingFiles,
	findScheduledPosts,
	findUnlinkedTimetableClasses,
	findUnreadablePictures,
	findYamlSyntaxErrors,
	imageFields,
	imageSlots,
	slotFor,
} from '@/build/content-check/audits';
import { picturePresets, sharePicture } from '@/lib/picture-presets';
import { metaDescriptionLength } from '@/lib/text';

const long = 'word '.repeat(40).trim();

describe('findLongDescriptions', () => {
	it.each([
		['content/pages/home.yaml', `title: Home\ndescription: ${long}\n`, 1],
		['content/blog/a/index.mdx', `---\ndescription: ${long}\n---\nText`, 1],
		['content/pages/home.yaml', 'description: Short and sweet.\n', 0],
		// Product descriptions are card text, not a page's meta description.
		['content/products/shirt.yaml', `description: ${long}\n`, 0],
	])('%s', (path, text, count) => {
		const found = findLongDescriptions([{ path, text }]);
		expect(found).toHaveLength(count);
		if (count)
			expect(found[0]).toMatch(new RegExp(`^${path}: description: \\d+ characters; search results cut it at ${metaDescriptionLength}`));
	});
});

describe('findLongTitles', () => {
	const title61 = 'T'.repeat(61);
	it.each([
		['content/blog/a/index.mdx', `---\nheading: ${title61}\n---\nText`, 'heading: 61 characters'],
		['content/classes/a.mdx', `---\nheading: ${title61}\n---\nText`, 'heading: 61 characters'],
		['content/pages/home.yaml', `title: ${title61}\n`, 'title: 61 characters'],
		['content/gallery/a/index.yaml', `title: ${title61}\n`, 'title: 61 characters'],
		['content/blog/a/index.mdx', `---\nheading: ${'T'.repeat(60)}\n---\nText`, undefined],
		// A page's heading is not its title; a product's name is not a page title at all.
		['content/pages/home.yaml', `heading: ${title61}\n`, undefined],
		['content/products/shirt.yaml', `title: ${title61}\n`, undefined],
	])('%s: %s', (path, text, found) => {
		const lines = findLongTitles([{ path, text }]);
		expect(lines).toEqual(found ? [`${path}: ${found}; search results cut a title at about 60, so shorten it or put the point first`] : []);
	});
});

describe('findEmptyAltText', () => {
	it.each([
		['![](./photo.jpg)', 1],
		['![ ](./photo.jpg "title")', 1],
		['<img src="/a.jpg" alt="" />', 1],
		['<img src={photo} alt={""} />', 1],
		['![A squat rack](./photo.jpg)', 0],
		['<img src="/a.jpg" alt="A squat rack" />', 0],
	])('%s', (body, count) => {
		const found = findEmptyAltText([{ path: 'content/blog/a/index.mdx', text: `---\nheading: A\n---\n\n${body}\n` }]);
		expect(found).toHaveLength(count);
		if (count) expect(found[0]).toMatch(/^content\/blog\/a\/index\.mdx:5: .* empty alt text/);
	});
});

describe('findScheduledPosts', () => {
	const post = (published: string, draft = false) => ({
		path: 'content/blog/a/index.mdx',
		text: `---\npublished: ${published}\n${draft ? 'draft: true\n' : ''}---\n`,
	});
	it.each([
		['2026-03-02', false, 1],
		['2026-03-01', false, 0],
		['2026-02-28', false, 0],
		// A draft is off the site whatever its date; the draft flag says so already.
		['2026-03-02', true, 0],
	])('published %s (draft: %s) on 2026-03-01', (published, draft, count) => {
		const found = findScheduledPosts([post(published, draft)], '2026-03-01');
		expect(found).toHaveLength(count);
		if (count) expect(found[0]).toContain('content/blog/a/index.mdx: published: 2026-03-02 is after today (2026-03-01)');
	});
});

describe('findUnlinkedTimetableClasses', () => {
	const files = (classFile: string) => [
		{ path: 'content/settings/class-names.yaml', text: 'Row Club: row-club\nYoga: yoga\n' },
		{ path: 'content/classes/row-club.mdx', text: '---\nheading: Row Club\n---\n' },
		{ path: 'content/classes/yoga.mdx', text: classFile },
		{
			path: 'content/timetable/monday.yaml',
			text: "day: monday\nslots:\n  - { start: '06:00', end: '07:00', class: Row Club }\n  - { start: '07:00', end: '08:00', class: Yoga }\n  - { start: '08:00', end: '09:00', class: Boxing }\n  - { start: '09:00', end: '10:00', class: '' }\n",
		},
	];
	it.each([
		['a guide with a page', '---\nheading: Yoga\n---\n', ['slots.2.class: "Boxing" has no class page']],
		['a guide without a page', '---\nheading: Yoga\nhasPage: false\n---\n', ['slots.1.class: "Yoga" links to', 'slots.2.class']],
		['a draft guide', '---\nheading: Yoga\ndraft: true\n---\n', ['slots.1.class: "Yoga" links to', 'slots.2.class']],
	])('%s', (_, yoga, expected) => {
		const found = findUnlinkedTimetableClasses(files(yoga));
		expect(found).toHaveLength(expected.length);
		expected.forEach((part, i) => expect(found[i]).toContain(`content/timetable/monday.yaml: ${part}`));
	});
});

describe('image slots', () => {
	it('are the widest width of their picture preset, and the share picture for the social-preview image', () => {
		expect(imageSlots.blog?.['image']).toEqual({ slot: 'postCover', width: Math.max(...picturePresets.postCover.widths) });
		expect(imageSlots.settings?.['ogImage']?.width).toBe(sharePicture.width);
	});

	it('finds every relative image path with its field', () => {
		const file = {
			path: 'content/blog/a/index.mdx',
			text: '---\nimage: ./cover.jpg\ncarousel:\n  photos:\n    - image: ./one.webp\n      alt: One\n---\n',
		};
		const fields = imageFields(file);
		expect(fields).toEqual([
			{ field: 'image', src: './cover.jpg' },
			{ field: 'carousel.photos.0.image', src: './one.webp' },
		]);
		expect(fields.map(({ field }) => slotFor(file.path, field)?.slot)).toEqual(['postCover', 'carouselSlide']);
	});

	it.each([
		[
			{ width: 800, height: 600, bytes: 1e5, slot: { slot: 'postCover', width: 1600 } },
			['800 px wide, but the postCover slot is drawn up to 1600 px'],
		],
		[{ width: 2000, height: 1500, bytes: 3 * 1024 * 1024 }, ['3.0 MB, over 2.0 MB; upload it through /admin, which resizes it']],
		[{ width: 8000, height: 6000, bytes: 1e6 }, ['8000×6000 px; resize it to at most 6000 px']],
		[{ width: 1600, height: 1200, bytes: 1e6, slot: { slot: 'postCover', width: 1600 } }, []],
	])('checkImage %o', (image, expected) => {
		const found = checkImage({ path: 'content/blog/a/cover.jpg', ...image });
		expect(found).toHaveLength(expected.length);
		expected.forEach((part, i) => expect(found[i]).toContain(part));
	});
});

describe('findUnreadablePictures', () => {
	it.each([
		['content/gallery/a/IMG_0042.HEIC', /an iPhone HEIC\/HEIF photo, which the site cannot show; export it as JPEG/],
		['content/gallery/a/photo.heif', /an iPhone HEIC\/HEIF photo/],
		['content/blog/a/DSC_0001.NEF', /a \.NEF file, which the site cannot show/],
		['content/gallery/a/photo.jpg', undefined],
		['content/settings/logo.svg', undefined],
	])('%s', (path, message) => {
		const found = findUnreadablePictures([path]);
		if (message) expect(found).toEqual([expect.stringMatching(new RegExp(`^${path}: ${message.source}`))]);
		else expect(found).toEqual([]);
	});
});

describe('findMissingFiles', () => {
	const names = { path: 'content/settings/class-names.yaml', text: 'Row Club: row-club\nYoga: yoga\nBoxing: boxing\n' };
	const files = [
		names,
		{ path: 'content/classes/row-club.mdx', text: '---\nimage: ./row-club.jpg\ncoaches: [dan, nobody]\n---\n' },
		{ path: 'content/classes/yoga.mdx', text: '---\ndraft: true\n---\n' },
		{ path: 'content/team/dan.md', text: '---\nname: Dan\n---\n' },
		{ path: 'content/blog/a/index.mdx', text: '---\nauthors: [dan, nobody]\nimage: ./cover.jpg\nabout: rowing\n---\n' },
		{ path: 'content/blog/b/index.mdx', text: '---\nimage: ./cover.jpg\nabout: yoga\n---\n' },
		{
			path: 'content/settings/site.yaml',
			text: 'heroPoster: ./wide.jpg\nheroPosterTall: ./tall.jpg\nheroVideo: /media/wide\nheroVideoTall: /media/tall\n',
		},
	];
	const present = new Set([
		'content/classes/row-club.mdx',
		'content/classes/yoga.mdx',
		'content/team/dan.md',
		'content/blog/a/cover.jpg',
		'content/blog/b/cover.jpg',
		'content/settings/wide.jpg',
		'content/settings/tall.jpg',
		'public/media/wide.webm',
		'public/media/wide.mp4',
		'public/media/tall.webm',
	]);
	it('names photos, linked entries and hero videos that are not there, and guides the timetable cannot link to', () => {
		expect(findMissingFiles(files, (path) => present.has(path))).toEqual([
			'content/settings/class-names.yaml: Yoga: content/classes/yoga.mdx is a draft or has no page; remove this line until the guide is published',
			'content/settings/class-names.yaml: Boxing: "boxing" is not a class guide; use a file name from content/classes without .mdx: row-club, yoga',
			'content/classes/row-club.mdx: image: ./row-club.jpg is not there; put the photo beside the file, or correct its name',
			'content/classes/row-club.mdx: coaches.1: "nobody" is not a team member; use a file name from content/team without .md: dan',
			'content/blog/a/index.mdx: authors.1: "nobody" is not a team member; use a file name from content/team without .md: dan',
			'content/blog/a/index.mdx: about: "rowing" is not a class guide; use a file name from content/classes without .mdx: row-club, yoga',
			'content/settings/site.yaml: heroVideoTall: public/media/tall.mp4 is not there; put the video there, or correct heroVideoTall',
		]);
	});

	it('asks for no tall hero video when the settings name none', () => {
		const site = { path: 'content/settings/site.yaml', text: 'heroPoster: ./wide.jpg\nheroVideo: /media/wide\n' };
		const present = ['content/settings/wide.jpg', 'public/media/wide.webm', 'public/media/wide.mp4'];
		expect(findMissingFiles([site], (path) => present.includes(path))).toEqual([]);
	});
});

describe('findYamlSyntaxErrors', () => {
	it.each([
		['content/plans/a.yaml', 'title: [Open\nprice: 1\n', /^content\/plans\/a\.yaml:2: YAML syntax: /],
		['content/team/a.md', '---\nname: A\n  role: staff\n---\nBio', /^content\/team\/a\.md:\d+: YAML syntax: /],
	])('%s', (path, text, expected) => {
		const [first] = findYamlSyntaxErrors([{ path, text }]);
		expect(first).toMatch(expected);
	});

	it('passes good YAML', () => {
		expect(findYamlSyntaxErrors([{ path: 'content/plans/a.yaml', text: 'title: Open\nprice: 1\n' }])).toEqual([]);
	});
});

describe('describeContentError', () => {
	it.each([
		[
			'**plans → x** data does not match collection schema.\n  **price**: Give the price as a number, e.g. 69\n',
			['content/plans/x.yaml: price: Give the price as a number, e.g. 69'],
		],
		[
			'**plans → x** data does not match collection schema.\n  ****: Unrecognized keys: "colour", "size"\n',
			[
				'content/plans/x.yaml: colour: Unknown field: check its spelling, or remove it',
				'content/plans/x.yaml: size: Unknown field: check its spelling, or remove it',
			],
		],
		['Something else went wrong', ['content/plans/x.yaml: Something else went wrong']],
	])('%s', (message, expected) => {
		expect(describeContentError({ file: 'content/plans/x.yaml', message })).toEqual(expected);
	});
});

describe('auditContent', () => {
	it('groups the warnings under their headings and leaves out groups with nothing to say', () => {
		const groups = auditContent(
			[
				{ path: 'content/team/anna.md', text: '---\nname: Anna\nstandIn: true\n---\n' },
				{ path: 'content/blog/a/index.mdx', text: '---\npublished: 2026-03-02\n---\nText about [coach name].' },
			],
			'2026-03-01',
		);
		expect(groups.map(({ heading, lines }) => [heading, lines.length])).toEqual([
			['Stand-ins still marked (replace the made-up content, then remove standIn)', 1],
			['Unfilled [placeholders]', 1],
			['Posts dated in the future', 1],
		]);
	});
});

describe('findFaqFiguresOffThePlans', () => {
	const plan = { path: 'content/plans/day.yaml', text: 'title: Day\nprice: 12\nperiod: session\nnote: £13 online\n' };
	const membership = (answer: string) => ({
		path: 'content/pages/membership.yaml',
		text: `heading: Join\ndiscounts: { heading: Offers, body: 10% off for students, linkLabel: Ask }\nfaq:\n  heading: Questions\n  items:\n    - { question: Cost?, answer: '${answer}' }\n`,
	});

	it.each([
		['a price a plan gives', 'A day pass is £12, or £13 online.', []],
		["a figure the page's other words give", 'Students get 10% off.', []],
		['no figure', 'Ask at the desk.', []],
		['a price of its own', 'A day pass is £9.99 on Sundays.', ['9.99']],
		['a period of its own', 'Cancel with 30 days notice.', ['30']],
	])('%s', (_, answer, figures) => {
		const lines = findFaqFiguresOffThePlans([plan, membership(answer)]);
		expect(lines).toHaveLength(figures.length);
		for (const [i, figure] of figures.entries())
			expect(lines[i]).toBe(
				`content/pages/membership.yaml: faq.items.0.answer: gives "${figure}", which no plan in content/plans gives; put it on a plan card`,
			);
	});
});
