// @ts-check
// Team portraits: one per file in content/team. Name and position are read from the member's file, so the
// artwork follows the editors' words; only the look of each portrait is chosen here.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** @typedef {import('../generate.mjs').Spec} Spec */

/** @type {Record<string, [subject: Spec['subject'], palette: NonNullable<Spec['palette']>, seed: number]>} */
const looks = {
	'dan-whitfield': ['lifter', 'ember', 1],
	'sophie-marsh': ['runner', 'blood', 2],
	'ryan-okafor': ['coach', 'steel', 3],
	'chloe-bennett': ['class', 'dawn', 10],
	'marcus-hale': ['rack', 'steel', 11],
	'priya-shah': ['physio', 'chalk', 12],
	'tom-ellison': ['coach', 'ember', 13],
	'jade-collins': ['runner', 'dawn', 14],
	'liam-foster': ['lifter', 'blood', 15],
	'megan-price': ['physio', 'steel', 16],
	'oliver-grant': ['class', 'ember', 17],
	'aisha-rahman': ['coach', 'chalk', 18],
};
/** @type {Spec['subject'][]} */
const subjects = ['lifter', 'runner', 'coach', 'class', 'rack', 'physio'];

const folder = new URL('../../../content/team/', import.meta.url);

/** @type {Spec[]} */
export default readdirSync(folder)
	.filter((name) => name.endsWith('.md'))
	.sort()
	.map((name, index) => {
		const slug = name.replace(/\.md$/, '');
		const data = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(new URL(name, folder), 'utf8'))?.[1] ?? '');
		// A member added later gets a look of their own from the file order.
		const [subject, palette, seed] = looks[slug] ?? [subjects[index % subjects.length] ?? 'coach', 'steel', 100 + index];
		return {
			out: `content/team/${slug}.jpg`,
			width: 800,
			height: 1000,
			subject,
			palette,
			seed,
			label: String(data.name),
			caption: String(data.position),
		};
	});
