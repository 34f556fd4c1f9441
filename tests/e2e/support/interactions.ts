import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Locator, Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// The axe-core build that @axe-core/playwright ships. Its AxeBuilder injects axe and opens a helper
// page on every analyze(); injecting once per page load and calling axe.run spares every scan both.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.0/2.1/2.2 A and AA violations on the page (or within `include`), one line each,
 * prefixed with the state the page was in.
 */
export async function axeViolations(page: Page, state: string, include?: string): Promise<string[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
	// Colours measured mid-fade (a lightbox caption fading in) would report contrast that no visitor sees. Animations
	// are switched off for the scan instead of waited out: every finite animation and transition jumps to its end
	// state, and any that starts meanwhile runs in no time; then the next two frames are painted.
	await page.evaluate(async () => {
		const style = document.createElement('style');
		style.dataset['axeScan'] = '';
		style.textContent =
			'*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
		document.head.append(style);
		const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
		// An animation's end event may start the next one (GLightbox chains them), so finish until none is left running.
		for (let round = 0; round < 10; round++) {
			const running = document
				.getAnimations()
				.filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
			running.forEach((animation) => animation.finish());
			await frame();
			await frame();
			if (running.length === 0) break;
		}
	});
	const options: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] };
	const results = await page.evaluate(
		([selector, runOptions]) => {
			const { axe } = window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };
			return axe.run(selector ? { include: [selector] } : document, runOptions);
		},
		[include ?? null, options] as const,
	);
	// Animations back on, as the visitor has them, for whatever the test does next.
	await page.evaluate(() => document.querySelector('style[data-axe-scan]')?.remove());
	return results.violations.map((violation) => {
		const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
		const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
		const detail = violation.nodes[0]?.failureSummary?.split('\n')[1]?.trim();
		return `${state}: [${violation.id}] ${violation.help} at ${targets.join(' | ')}${more}${detail ? ` (${detail})` : ''}`;
	});
}

/** Resolves once the Astro island around `locator` (if any) has hydrated, or after `timeoutMs`. */
export async function waitForHydration(locator: Locator, timeoutMs = 10_000): Promise<boolean> {
	return locator.evaluate(
		(el, timeout) =>
			new Promise<boolean>((resolve) => {
				const island = el.closest('astro-island');
				if (!island || !island.hasAttribute('ssr')) return resolve(true);
				const observer = new MutationObserver(() => {
					if (island.hasAttribute('ssr')) return;
					observer.disconnect();
					resolve(true);
				});
				observer.observe(island, { attributes: true });
				setTimeout(() => {
					observer.disconnect();
					resolve(!island.hasAttribute('ssr'));
				}, timeout);
			}),
		timeoutMs,
	);
}

/** The header's menu button (the one controlling a panel), if the page has one. */
export function menuButton(page: Page): Locator {
	return page.locator('header button[aria-controls]').first();
}

/** Opens the mobile menu; returns its panel's selector, or a problem when it does not open. */
export async function openMobileMenu(page: Page): Promise<{ panel: string; problem?: string }> {
	const button = menuButton(page);
	if (!(await button.isVisible())) return { panel: '', problem: 'no visible menu button in the header at this width' };
	const panel = `[id="${await button.getAttribute('aria-controls')}"]`;
	await button.click();
	await waitForHydration(button);
	try {
		await page.locator(panel).waitFor({ state: 'visible', timeout: 5_000 });
		return { panel };
	} catch {
		return { panel, problem: `the menu button did not show ${panel}` };
	}
}

/**
 * Opens every collapsed disclosure in the main content (aria-expanded buttons such as accordions and
 * the team toggle, and closed <details>). Returns problems for toggles that do not open.
 */
export async function expandDisclosures(page: Page): Promise<string[]> {
	const problems: string[] = [];
	const tried = new Set<string>();
	for (let round = 0; round < 30; round++) {
		const toggle = page.locator('main [aria-expanded="false"]:visible, main details:not([open]) > summary:visible').first();
		if ((await toggle.count()) === 0) break;
		const label = (await toggle.innerText()).trim().replace(/\s+/g, ' ').slice(0, 50);
		if (tried.has(label)) {
			problems.push(`the toggle "${label}" did not open`);
			break;
		}
		tried.add(label);
		await toggle.scrollIntoViewIfNeeded();
		const clicked = await toggle.elementHandle();
		// Islands wake on this first click and still act on it (client:interaction): wait for it to take effect.
		await toggle.click();
		await page
			.waitForFunction((el) => el?.getAttribute('aria-expanded') !== 'false' && !el?.closest('details:not([open])'), clicked, {
				timeout: 10_000,
			})
			.catch(() => undefined);
	}
	return problems;
}

// A lightbox thumbnail is a link to the full-size picture (STYLE.md), so it works without JavaScript too.
const thumbnailLinks = ['avif', 'webp', 'jpg', 'jpeg', 'png'].map((ext) => `main a[href$=".${ext}"]`).join(', ');

/** Opens the lightbox from the first thumbnail when the page has one; returns 'none', 'open' or a problem. */
export async function openLightbox(page: Page): Promise<string> {
	const thumbnail = page.locator(thumbnailLinks).first();
	if ((await thumbnail.count()) === 0) return 'none';
	const before = page.url();
	await thumbnail.scrollIntoViewIfNeeded();
	await thumbnail.click();
	const dialog = page.locator('[role="dialog"]:visible, [aria-modal="true"]:visible, dialog[open]').first();
	try {
		await dialog.waitFor({ state: 'visible', timeout: 5_000 });
		// The lightbox fades and slides in: checks made mid-animation (axe's contrast) would read blended colours.
		await page.waitForFunction(() =>
			document
				.getAnimations()
				.every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
		);
		return 'open';
	} catch {
		return page.url() === before
			? 'a thumbnail was clicked but no lightbox dialog opened'
			: `a thumbnail click navigated to ${page.url()} instead of opening the lightbox`;
	}
}
