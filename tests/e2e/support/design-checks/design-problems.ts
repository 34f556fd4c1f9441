import type { Page } from '@playwright/test';

import { boxProblems } from './boxes';
import { cardGrids, orphanRows } from './card-grids';
import { classPageProblems } from './class-pages';
import { controlProblems } from './controls';
import { factListProblems } from './fact-lists';
import { headingFallbackProblems } from './heading-fallback';
import { pageKit } from './page-kit';
import { pictureProblems } from './pictures';
import { textFitProblems } from './text-fit';
import { timetableProblems } from './timetable';

// Layout defects a visitor sees that no validator or axe rule finds. tests/e2e/gates/network.spec.ts runs them on
// every page at a phone and a desktop width, with every disclosure open, on the same load as its network checks;
// tests/e2e/gates/design.spec.ts shows that each check catches its defect.

export interface DesignProblems {
	overflowing: string[];
	splitWords: string[];
	fakeButtons: string[];
	splitPrices: string[];
	joinedWords: string[];
	clippedBadges: string[];
	textOnArt: string[];
	orphanRows: string[];
	emptyBoxes: string[];
	brokenHeadingWords: string[];
	stretchedDays: string[];
	smallPortraits: string[];
	noFirstScreenAction: string[];
	unmatchedFallback: string[];
	smallLabels: string[];
	tallBars: string[];
	repeatedPictures: string[];
	unmarkedFinished: string[];
	deadColumns: string[];
	greyedClasses: string[];
	longClasses: string[];
	loneChips: string[];
	quietToggles: string[];
	wrappedLabels: string[];
	blankFacts: string[];
}

// The checks that run in the page, each a function of the page kit that returns its share of the findings.
const inPageChecks = [
	textFitProblems,
	controlProblems,
	pictureProblems,
	cardGrids,
	boxProblems,
	timetableProblems,
	classPageProblems,
	headingFallbackProblems,
	factListProblems,
] as const;
type InPageFindings = ReturnType<typeof textFitProblems> &
	ReturnType<typeof controlProblems> &
	ReturnType<typeof pictureProblems> &
	ReturnType<typeof cardGrids> &
	ReturnType<typeof boxProblems> &
	ReturnType<typeof timetableProblems> &
	ReturnType<typeof classPageProblems> &
	ReturnType<typeof headingFallbackProblems> &
	ReturnType<typeof factListProblems>;

// A page sees only the source of what it runs, as Playwright sends a function's source: the kit is built once and
// handed to each check in one script.
const findInPage = `(() => {
	const kit = (${pageKit.toString()})();
	return Object.assign({}, ${inPageChecks.map((check) => `(${check.toString()})(kit)`).join(', ')});
})()`;

/** The layout defects on the page as it is now, once its fonts have loaded. */
export async function designProblems(page: Page): Promise<DesignProblems> {
	await page.evaluate(() => document.fonts.ready);
	const { grids, ...found } = await page.evaluate<InPageFindings>(findInPage);
	return { ...found, orphanRows: orphanRows(grids) };
}
