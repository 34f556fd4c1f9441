import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { literalWords } from '../../support/literal-words';

// The words gate (tests/repo/labels-from-content.test.ts) must catch each way markup can spell words of its own, in
// Astro's markup and in an island's JSX, and leave the code alone. Each row plants one form.
const found = (file: string, source: string) => literalWords(file, source).map(({ where, words }) => `${where}: ${words}`);

describe('literalWords finds words written into markup', () => {
	it.each([
		['text between tags', '<p>Fixture words</p>', ['text: Fixture words']],
		['text beside an expression', '<p>{name} fixture words</p>', ['text: fixture words']],
		['text around a character reference', '<a>Fixture &amp; more</a>', ['text: Fixture &amp; more']],
		['a string as a child', "<p>{'Fixture words'}</p>", ['text: Fixture words']],
		['a string a condition picks', "<p>{open ? 'Fixture open' : name}</p>", ['text: Fixture open']],
		['a fallback string', "<p>{name || 'Fixture fallback'}</p>", ['text: Fixture fallback']],
		['a template literal as a child', '<p>{`${count} fixtures`}</p>', ['text: fixtures']],
		['an aria-label', '<nav aria-label="Fixture"></nav>', ['aria-label: Fixture']],
		['an alt', '<img src="/a.webp" alt="fixture barbell" />', ['alt: fixture barbell']],
		['a title', '<abbr title="fixture">F</abbr>', ['title: fixture', 'text: F']],
		['a label prop', '<MenuLinks label="Main" />', ['label: Main']],
		['a placeholder', '<input placeholder="fixture" />', ['placeholder: fixture']],
		['an aria-roledescription', '<div aria-roledescription="slide"></div>', ['aria-roledescription: slide']],
		['a template literal with words', '<a aria-label={`${name}, home`}></a>', ['aria-label: , home']],
		['a template literal without an expression', '<MenuLinks label=`Main menu` />', ['label: Main menu']],
		['a prop named …Label', '<MobileMenu buttonLabel="Menu" />', ['buttonLabel: Menu']],
		['a prop named …Text', '<Carousel errorText="oops" />', ['errorText: oops']],
		['a prop named heading', '<Section heading="fixture" />', ['heading: fixture']],
		['a prop named …Heading', '<Card sectionHeading="fixture" />', ['sectionHeading: fixture']],
		['a word prop inside an object', "<Links links={[{ href: '/', label: 'Fixture link' }]} />", ['label: Fixture link']],
		['a word prop holding a list', "<Tabs label={['Fixture tab', name]} />", ['label: Fixture tab']],
		['another attribute that reads as words', '<meta name="description" content="Fixture summary" />', ['content: Fixture summary']],
		['another prop that reads as a name', '<Badge tone="Fixture" />', ['tone: Fixture']],
	])('%s', (_, markup, expected) => {
		expect(found('Fixture.astro', markup), 'in .astro').toEqual(expected);
		// JSX spells a template literal without an expression in braces, and has no frontmatter; else the same.
		expect(found('Fixture.tsx', `export const x = (${markup.replace('=`Main menu`', '={`Main menu`}')});`), 'in .tsx').toEqual(expected);
	});

	it.each([
		['code attributes', '<a class="flex gap-2" id="fixture-id" href="/a b" rel="noopener noreferrer" type="button">{name}</a>'],
		['data- attributes', '<p data-note="Fixture words" data-kind="Kind">{name}</p>'],
		['id lists', '<section aria-labelledby="a-heading b-heading" aria-controls="fixture-panel"></section>'],
		['single code tokens', '<Button variant="secondary" size="lg" as="h2" preset="teamCard" name="chevronLeft" />'],
		['an empty alt', '<img src="/a.webp" alt="" />'],
		['punctuation and character references', "<p>{name} · {count} – {'  '}&nbsp;&times;</p>"],
		['a template literal of punctuation around expressions', '<a hiddenLabel={`: ${name}`} title={`${a} | ${b}`}></a>'],
		['words from props', '<nav aria-label={words.menu}>{words.heading}</nav>'],
		['words a call makes', "<p>{fillTemplate(words.byline, { author: 'x' })}</p>"],
	])('leaves alone %s', (_, markup) => {
		expect(found('Fixture.astro', markup)).toEqual([]);
		expect(found('Fixture.tsx', `export const x = (${markup});`)).toEqual([]);
	});

	it("leaves alone an Astro file's frontmatter, comments, scripts and styles", () => {
		const astro = [
			'---',
			"const kind = 'Fixture words in the frontmatter';",
			'---',
			'<!-- Fixture words in a comment -->',
			'{/* Fixture words in an expression comment */}',
			"<script>document.title = 'Fixture words in a script';</script>",
			"<script is:inline>document.title = 'Fixture words inline';</script>",
			"<style>p::after { content: 'Fixture words in a style'; }</style>",
			'<p data-kind={kind}></p>',
		].join('\n');
		expect(found('Fixture.astro', astro)).toEqual([]);
	});

	it('names the line of each word', () => {
		const source = ['---', "const a = 'é · –';", '---', '<div>', '	<p>{a}</p>', '	<p>Fixture words</p>', '</div>'].join('\n');
		expect(literalWords('Fixture.astro', source)).toEqual([{ line: 6, where: 'text', words: 'Fixture words' }]);
		expect(literalWords('Fixture.tsx', `const a = 'é';\nexport const x = (\n	<p>\n		{a} Fixture words\n	</p>\n);`)).toEqual([
			{ line: 4, where: 'text', words: 'Fixture words' },
		]);
	});

	it('reads only .astro and .tsx files', () => {
		expect(() => literalWords('fixture.ts', '')).toThrow('fixture.ts: only .astro and .tsx files are read');
	});
});

describe('literalWords on the fixture components (tests/fixtures/literal-words)', () => {
	const fixture = (name: string) => readFileSync(new URL(`../../fixtures/literal-words/${name}`, import.meta.url), 'utf8');
	const marked = (source: string) => source.split('\n').flatMap((line, i) => (/Planted/.test(line) ? [i + 1] : []));

	it.each(['Planted.astro', 'Planted.tsx'])('%s: names every line with planted words, and no other', (name) => {
		const source = fixture(name);
		expect(marked(source).length).toBeGreaterThan(5);
		expect([...new Set(literalWords(name, source).map(({ line }) => line))]).toEqual(marked(source));
	});

	it.each(['Clean.astro', 'Clean.tsx'])('%s: finds nothing where the words come from props', (name) => {
		expect(literalWords(name, fixture(name))).toEqual([]);
	});
});
