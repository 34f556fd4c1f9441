import { existsSync, readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

// Every file and folder of the project that the docs or a comment in src/ names must exist, and every `npm run` script
// the docs name, so a move or a rename that forgets its mentions fails here. Paths with a placeholder (`<type>`) or a
// wildcard are left out.
const project = new URL('../../', import.meta.url);
const named = /(?<![\w/.@<-])((?:src|tests|scripts|deploy|docs|public)\/[\w./[\]-]+\.(?:ts|tsx|astro|mjs|css|md|yml|conf|sh))(?![\w<*])/g;
/** A folder named by its path from the top, ending in a slash: `src/build/loaders/`. */
const namedFolder = /(?<![\w/.@<-])((?:src|tests|scripts|deploy|docs|public)\/(?:[\w-]+\/)+)(?![\w<*[])/g;
const read = (file: string) => readFileSync(new URL(file, project), 'utf8');
const inFolder = (folder: string, ending: RegExp): string[] =>
	readdirSync(new URL(folder, project), { recursive: true, encoding: 'utf8' })
		.filter((name) => ending.test(name))
		.map((name) => `${folder}${name}`);
const docs = ['README.md', 'content/README.md', ...inFolder('docs/', /\.md$/), ...inFolder('src/', /README\.md$/)];
const code = inFolder('src/', /\.(ts|tsx|astro|mjs|css)$/);
/** The comments of a source file: what follows // or sits between /* and *\/. */
const comments = (text: string) => [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => match[0]).join('\n');
const missing = (text: string) =>
	[...text.matchAll(named), ...text.matchAll(namedFolder)]
		.map((match) => match[1] ?? '')
		.filter((path) => !existsSync(new URL(path, project)));

describe('paths named in the docs and in comments', () => {
	it.each(docs)('%s names only files and folders that exist', (file) => {
		expect(missing(read(file))).toEqual([]);
	});
	it('src/ comments name only files and folders that exist', () => {
		expect(code.flatMap((file) => missing(comments(read(file))).map((path) => `${file}: ${path}`))).toEqual([]);
	});
});

describe('scripts named in the docs', () => {
	const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
	it.each(docs)('%s names only npm scripts package.json has', (file) => {
		const named = [...read(file).matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? '');
		expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
	});
});

describe('links in the docs', () => {
	// A reader with only the checkout can follow every relative link: it leads to a file inside the repository.
	// Examples in code (a post's Markdown, in a fence or a code span) are not links of the doc.
	const external = /^([a-z][\w+.-]*:|#)/i;
	const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
	it.each(docs)('%s links only to files inside the repository', (file) => {
		const links = [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
		const targets = links.filter((target) => !external.test(target));
		const outside = targets.filter((target) => {
			const url = new URL(target.split('#')[0] ?? '', new URL(file, project));
			return !url.href.startsWith(project.href) || !existsSync(url);
		});
		expect(outside).toEqual([]);
	});

	// A link to a heading (`deploying.md#a-daily-rebuild`, `#overview`) names one its target has, spelt as GitHub spells a
	// heading's anchor: lower case, punctuation dropped, spaces as hyphens, a repeated heading numbered.
	const anchors = (text: string) => {
		const seen = new Map<string, number>();
		return [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => {
			const slug = (match[1] ?? '')
				.trim()
				.toLowerCase()
				.replace(/[^\p{L}\p{N}\s_-]/gu, '')
				.replace(/\s/g, '-');
			const count = seen.get(slug) ?? 0;
			seen.set(slug, count + 1);
			return count ? `${slug}-${count}` : slug;
		});
	};
	it.each(docs)('%s links only to headings that exist', (file) => {
		const links = [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
		const broken = links
			.filter((target) => target.includes('#') && !/^[a-z][\w+.-]*:/i.test(target))
			.filter((target) => {
				const [path = '', anchor = ''] = target.split('#');
				const url = new URL(path, new URL(file, project));
				return url.pathname.endsWith('.md') && existsSync(url) && !anchors(readFileSync(url, 'utf8')).includes(anchor);
			});
		expect(broken).toEqual([]);
	});
});
