#!/usr/bin/env node
// @ts-check
// node scripts/bench/grow-posts.mjs <copy> <count>: adds <count> monthly posts to the content of a copy of the
// project (never the checkout), each a copy of the newest post with a carousel, one month earlier than the last,
// so the page-size and Lighthouse benchmarks can measure the site as a few years of posts leave it (a 36-post
// fixture: `node scripts/bench/grow-posts.mjs $copy 34`). The copy then builds as usual.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [copy, countText] = process.argv.slice(2);
const count = Number(countText);
if (!copy || !Number.isInteger(count) || count < 1) throw new Error('usage: grow-posts.mjs <copy of the project> <count>');
if (path.resolve(copy) === path.resolve('.')) throw new Error('grow-posts adds posts to a copy, never to the checkout');
const blog = path.join(copy, 'content/blog');
const posts = readdirSync(blog)
	.map((name) => ({ name, file: ['index.mdx', 'index.md'].map((f) => path.join(blog, name, f)).find((f) => existsSync(f)) }))
	.filter((post) => post.file && /^carousel:/m.test(readFileSync(post.file, 'utf8')));
const newest = posts
	.map((post) => ({ ...post, published: /^published: (\d{4}-\d{2}-\d{2})/m.exec(readFileSync(String(post.file), 'utf8'))?.[1] ?? '' }))
	.sort((a, b) => b.published.localeCompare(a.published))[0];
if (!newest?.file) throw new Error(`${blog}: no post with a carousel to copy`);
const source = readFileSync(newest.file, 'utf8');
const start = new Date(`${newest.published}T12:00:00Z`);
for (let i = 1; i <= count; i++) {
	const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - i, 28));
	const label = month.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
	const slug = `grown-${month.toISOString().slice(0, 7)}`;
	cpSync(path.join(blog, newest.name), path.join(blog, slug), { recursive: true });
	writeFileSync(
		path.join(blog, slug, path.basename(newest.file)),
		source
			.replace(/^heading: .*$/m, `heading: 'Monthly Update: ${label}'`)
			.replace(/^published: .*$/m, `published: ${month.toISOString().slice(0, 10)}`),
	);
}
console.log(`grow-posts: ${count} posts added to ${blog}, copies of ${newest.name}`);
