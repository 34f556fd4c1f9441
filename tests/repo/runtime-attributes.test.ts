import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { scriptMarkers, stateAttributes } from '@/lib/state-attributes';

import { conditionsOn, runtimeChanges, runtimeProblems, stringConstants } from './support/runtime-attributes';

// The page pipeline prunes each page's CSS against the markup as the server wrote it, keeping a rule that conditions
// on a state attribute (src/lib/state-attributes.ts, passed in astro.config.mjs). So every attribute a script
// of src/ sets, toggles or removes after load is a state attribute, or a marker no stylesheet reads; and no script
// adds a class, whose rules would be pruned from every page whose markup lacks it.
const src = new URL('../../src/', import.meta.url);
const names = readdirSync(src, { recursive: true, encoding: 'utf8' }).sort();
const read = (file: string) => readFileSync(new URL(file, src), 'utf8');
const scripts = new Map(names.filter((name) => /\.(ts|tsx|astro)$/.test(name)).map((file) => [file, read(file)]));
const sheets = new Map(names.filter((name) => name.endsWith('.css')).map((file) => [file, read(file)]));
const constants = stringConstants([...scripts.values()]);
const known = { states: stateAttributes, markers: scriptMarkers, constants };

/** An attribute a script sets that a stylesheet reads in a sense of its own, with why it stays as it is. */
const clashes = [
	{
		file: 'components/home/FirstVisit.astro',
		attribute: 'data-kind',
		reason:
			"a row's kind of note for the tests, where global.css draws a class kind's mark: the home page's markup has no [data-kind], so the mark's rules are pruned there",
	},
];
const about = (problem: string, { file, attribute }: (typeof clashes)[number]) =>
	problem.startsWith(`src/${file}:`) && problem.includes(`changes ${attribute},`);

describe('what scripts change after load', () => {
	it('finds what the scripts of src/ change', () => {
		const changes = [...scripts].flatMap(([file, source]) => runtimeChanges(file, source, constants));
		expect(changes.length).toBeGreaterThan(20);
	});

	it('sets only state attributes and script markers, and adds no class', () => {
		const problems = [...scripts].flatMap(([file, source]) => runtimeProblems(`src/${file}`, source, known));
		expect(problems.filter((problem) => !clashes.some((clash) => about(problem, clash)))).toEqual([]);
		for (const clash of clashes)
			expect(
				problems.some((problem) => about(problem, clash)),
				`${clash.file} still changes ${clash.attribute}`,
			).toBe(true);
	});

	it('leaves the markers unstyled: no stylesheet, style block or class list of src/ conditions on one', () => {
		const styled = scriptMarkers.flatMap((marker) =>
			[...sheets, ...scripts].filter(([, text]) => conditionsOn(text, marker)).map(([file]) => `src/${file}: ${marker}`),
		);
		expect(styled).toEqual([]);
	});
});

// The checker on code of the test's own, so a miss shows here rather than as a rule pruned from a page.
describe('the runtime-attribute check', () => {
	const astro = [
		'---',
		'const label = \'setAttribute("data-server", x)\';',
		'---',
		'<p data-x>{label}</p>',
		'<script>',
		"\tel.toggleAttribute('data-open-now', on);",
		"\tel.setAttribute('data-status', 'now');",
		"\tif (el.dataset['weekday'] === today) el.dataset.mood = 'calm';",
		"\tdelete el.dataset['kind'];",
		'\tpanel.hidden = !shown;',
		"\tif (panel.hidden === false) el.classList.add('is-open');",
		"\tel.className = 'shown';",
		'\tisland.setAttribute(attributes.woken, "");',
		'\tel.removeAttribute(nameOf(el));',
		'</script>',
	].join('\n');
	const fixture = {
		states: ['data-status', 'hidden'],
		markers: ['data-woken'],
		constants: stringConstants(["const wokenAttribute = 'data-woken';", '{ woken: wokenAttribute }']),
	};

	it('finds each change in a script block, on its line, and nothing in the frontmatter or markup', () => {
		expect(runtimeProblems('Fixture.astro', astro, fixture)).toEqual([
			"Fixture.astro:6 toggleAttribute('data-open-now': changes data-open-now, which is neither a state attribute nor a script marker",
			'Fixture.astro:8 .dataset.mood =: changes data-mood, which is neither a state attribute nor a script marker',
			"Fixture.astro:9 delete el.dataset['kind']: changes data-kind, which is neither a state attribute nor a script marker",
			'Fixture.astro:11 .classList.add(: a script adds a class; show the state with a state attribute',
			'Fixture.astro:12 .className =: a script adds a class; show the state with a state attribute',
			'Fixture.astro:14 removeAttribute(nameOf(el: an attribute whose name the check cannot work out; name it with a string constant',
		]);
	});

	it('reads a whole .ts file, and a name passed through a constant', () => {
		expect(runtimeChanges('fixture.ts', "button.setAttribute(attributes.woken, '');\nbutton.open = true;", fixture.constants)).toEqual([
			{ line: 1, kind: 'attribute', attribute: 'data-woken', code: 'setAttribute(attributes.woken' },
			{ line: 2, kind: 'attribute', attribute: 'open', code: '.open =' },
		]);
	});

	it("finds what an island's JSX writes from its state, and not its props, components or handlers", () => {
		const island = [
			'export function Fixture({ label }: { label: string }) {',
			'\tconst [open, setOpen] = useState(false);',
			'\treturn (',
			'\t\t<div aria-label={label} data-fixture-open={open || undefined}>',
			"\t\t\t<Icon name={open ? 'close' : 'menu'} />",
			'\t\t\t<button aria-pressed={open} onClick={() => setOpen(!open)}>',
			"\t\t\t\t<span className={open ? 'shown' : ''}>{label}</span>",
			'\t\t\t</button>',
			'\t\t</div>',
			'\t);',
			'}',
		].join('\n');
		expect(runtimeChanges('Fixture.tsx', island)).toEqual([
			{ line: 4, kind: 'attribute', attribute: 'data-fixture-open', code: ' data-fixture-open={open || undefined}' },
			{ line: 6, kind: 'attribute', attribute: 'aria-pressed', code: ' aria-pressed={open}' },
			{ line: 7, kind: 'class', attribute: 'class', code: " className={open ? 'shown' : ''}" },
		]);
	});

	it('tells a stylesheet that conditions on an attribute from one that only mentions it', () => {
		expect(conditionsOn('[data-woken] { display: none }', 'data-woken')).toBe(true);
		expect(conditionsOn('<div class="data-woken:hidden">', 'data-woken')).toBe(true);
		expect(conditionsOn('[data-woken-at] { color: red }', 'data-woken')).toBe(false);
	});
});
