import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

import { type Selector, transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';

// Each component's stylesheet sits beside it and is imported by it (docs/architecture.md, Styles); one that opens
// without the layer order could sort its rules under Tailwind's reset on a page where Astro puts it first.
const src = join(import.meta.dirname, '../../src');
const componentSheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
	.filter((name) => name.endsWith('.css') && !name.startsWith('styles/'))
	.map((name) => join(src, name));
const isPrintSheet = (sheet: string) => sheet.endsWith('.print.css');
const sheets = componentSheets.filter((sheet) => !isPrintSheet(sheet));
const printSheets = componentSheets.filter(isPrintSheet);
/** The classes a selector draws: those of its last compound, inside :is() and :where() too. */
const subjectClasses = (selector: Selector): string[] => {
	const last = selector.findLastIndex((part) => part.type === 'combinator');
	return selector.slice(last + 1).flatMap((part) => {
		if (part.type === 'class') return [part.name];
		if (part.type === 'pseudo-class' && (part.kind === 'is' || part.kind === 'where')) return part.selectors.flatMap(subjectClasses);
		return [];
	});
};

/** Sheets that are documents of their own, with the reason. */
const ownDocuments: Record<string, string> = {
	'islands/support/lightbox-dialog.css': 'fetched by the lightbox on the first tap (?url), outside the page and its layers',
	'components/admin/LaunchList.css': '/admin/launch is a plain page without the site layout or Tailwind',
};

describe('component stylesheets', () => {
	it('are found', () => expect(sheets.length).toBeGreaterThan(0));

	it.each(sheets.map((sheet) => [relative(src, sheet), sheet]))('%s is imported by its component', (name, sheet) => {
		const component = ['.astro', '.tsx', '.ts'].map((ext) => sheet.replace(/\.css$/, ext)).find((file) => existsSync(file));
		expect(component, `a component beside ${name}`).toBeDefined();
		const own = basename(sheet);
		expect(readFileSync(component!, 'utf8')).toMatch(new RegExp(`import (?:\\w+ from )?'\\./${own.replace('.', '\\.')}(?:\\?url)?';`));
	});

	it.each(sheets.map((sheet) => [relative(src, sheet), sheet]).filter(([name]) => !(name! in ownDocuments)))(
		'%s opens with the layer order',
		(_, sheet) => {
			const up = relative(dirname(sheet), join(src, 'styles/layers.css'));
			expect(readFileSync(sheet, 'utf8').trimStart().startsWith(`@import '${up}';`)).toBe(true);
		},
	);
});

// A component's print rules sit beside it as `<Component>.print.css` and go into the one print-only sheet, which no
// page carries inline (src/styles/print.css, linked with media="print"); like that sheet, they are outside the layers.
describe('component print sheets', () => {
	const printSheet = readFileSync(join(src, 'styles/print.css'), 'utf8');

	it('are found', () => expect(printSheets.length).toBeGreaterThan(0));

	it.each(printSheets.map((sheet) => [relative(src, sheet), sheet]))('%s sits beside its component', (name, sheet) => {
		const component = ['.astro', '.tsx'].map((ext) => sheet.replace(/\.print\.css$/, ext)).find((file) => existsSync(file));
		expect(component, `a component beside ${name}`).toBeDefined();
	});

	it.each(printSheets.map((sheet) => [relative(src, sheet), sheet]))('%s is imported by the print sheet', (_, sheet) => {
		expect(printSheet).toContain(`@import '${relative(join(src, 'styles'), sheet)}';`);
	});

	it.each(printSheets.map((sheet) => [relative(src, sheet), sheet]))('%s holds no layer', (_, sheet) => {
		expect(readFileSync(sheet, 'utf8')).not.toMatch(/@layer|@import/);
	});
});

// A label or role description is words staff can change (content/settings/words.yaml): a rule that selected its value
// would stop matching on a wording edit, so a sheet selects a data attribute the markup sets for it (data-carousel).
describe('every stylesheet', () => {
	const all = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'));

	it.each(all)('%s selects no value of a word attribute', (name) => {
		expect(readFileSync(join(src, name), 'utf8')).not.toMatch(/\[aria-(?:label|roledescription|description)\s*[~|^$*]?=/);
	});
});

// Each component owns its look: a class is styled (the subject of a selector, what the rule draws) in the sheets of one
// component alone, its <Component>.css, <Component>.print.css or <style> block, or in src/styles for the site's own
// (the tokens, the base, prose and the shared primitives, with their looks on each band). A component may name
// another's class as context, never style it: a container sets what it varies through a custom property
// (--kind-ink) or a prop of the component (CardGrid's `wordy`).
describe('one owner for each class', () => {
	/** Who owns a sheet: the component beside it, or the site for src/styles. */
	const ownerOf = (name: string) => (name.startsWith('styles/') ? 'src/styles' : `src/${name.replace(/(\.print)?\.(css|astro)$/, '')}`);
	const styled = new Map<string, Set<string>>();
	for (const name of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
		if (!/\.(css|astro)$/.test(name)) continue;
		const text = readFileSync(join(src, name), 'utf8');
		const css = name.endsWith('.astro') ? [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n') : text;
		if (!css.trim()) continue;
		const owner = ownerOf(name);
		transform({
			filename: name,
			code: Buffer.from(css),
			// Tailwind's at-rules and functions (@apply, @reference, --theme()) are not CSS lightningcss knows.
			errorRecovery: true,
			visitor: {
				Selector(selector) {
					for (const cls of subjectClasses(selector)) styled.set(cls, (styled.get(cls) ?? new Set()).add(owner));
				},
			},
		});
	}

	it('finds the classes the sheets style', () => expect(styled.size).toBeGreaterThan(50));

	it('styles each class in one place', () => {
		const shared = [...styled].filter(([, owners]) => owners.size > 1).map(([cls, owners]) => `.${cls}: ${[...owners].join(', ')}`);
		expect(shared).toEqual([]);
	});
});

// A sheet styles the boxes its own component draws: a class it styles (the subject of a selector) is written in the
// component's file, so a rule for a parent's or a child's box sits with the component that writes that class.
describe('a sheet styles its own component', () => {
	/** Classes a sheet styles that its component's file does not spell out, with the reason. */
	const writtenElsewhere: Record<string, { classes: readonly string[]; reason: string }> = {
		'components/ui/ButtonLink.css': {
			classes: ['button-primary', 'button-secondary', 'button-text'],
			reason: 'the tier is written from the variant prop, as `button-${variant}`',
		},
		'components/ui/ButtonLink.print.css': {
			classes: ['button-primary', 'button-secondary', 'button-text'],
			reason: 'the tier is written from the variant prop, as `button-${variant}`',
		},
		'islands/support/lightbox-dialog.css': {
			classes: ['gslide-description', 'gslide-desc', 'gbtn', 'goverlay', 'ginner-container'],
			reason: "glightbox's script draws the dialog and its classes",
		},
	};
	const sheetsWithPrint = [...sheets, ...printSheets];
	const ownClasses = (sheet: string) => {
		const styled = new Set<string>();
		transform({
			filename: sheet,
			code: readFileSync(sheet),
			// Tailwind's at-rules and functions (@apply, @reference, --theme()) are not CSS lightningcss knows.
			errorRecovery: true,
			visitor: {
				Selector(selector) {
					for (const cls of subjectClasses(selector)) styled.add(cls);
				},
			},
		});
		return [...styled];
	};

	it.each(sheetsWithPrint.map((sheet) => [relative(src, sheet), sheet]))('%s styles classes its component writes', (name, sheet) => {
		const component = ['.astro', '.tsx', '.ts'].map((ext) => sheet.replace(/(\.print)?\.css$/, ext)).find((file) => existsSync(file));
		expect(component, `a component beside ${name}`).toBeDefined();
		const markup = readFileSync(component!, 'utf8');
		const allowed = writtenElsewhere[name]?.classes ?? [];
		const missing = ownClasses(sheet).filter((cls) => !allowed.includes(cls) && !new RegExp(`(?<![\\w-])${cls}(?![\\w-])`).test(markup));
		expect(missing).toEqual([]);
	});
});

// Every call to action is a <ButtonLink> (its `as` prop draws a button, a summary or a card's words as one), so the
// button tiers' classes, styled in ButtonLink.css, are written by ButtonLink alone and reach every page that shows one.
describe('the button tiers', () => {
	const tierClass = /\bbutton-(?:primary|secondary|text|large)\b/;
	const writers = readdirSync(src, { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.(astro|tsx?)$/.test(name) && !name.startsWith('components/ui/ButtonLink.'))
		.filter((name) => tierClass.test(readFileSync(join(src, name), 'utf8')));

	it('are written in markup by ButtonLink alone', () => expect(writers).toEqual([]));
});

// Short enough to read in one sitting: the site's own sheet holds the tokens, base, prose and shared primitives, and
// the README points onward rather than holding each reader's guide.
describe('sizes a reader takes in', () => {
	const lines = (file: string) => readFileSync(join(src, '..', file), 'utf8').split('\n').length;

	it('src/styles/global.css is at most 350 lines', () => expect(lines('src/styles/global.css')).toBeLessThanOrEqual(350));
	it('README.md is at most 250 lines', () => expect(lines('README.md')).toBeLessThanOrEqual(250));
});
