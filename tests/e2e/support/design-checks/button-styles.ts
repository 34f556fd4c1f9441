import type { Page } from '@playwright/test';

/** One look a call to action takes: its tier (a box, or a text link) and the computed style that tells them apart. */
export interface ButtonStyle {
	style: string;
	/** The first control seen with it, e.g. `<a> "E-mail us"`. */
	example: string;
}

/**
 * Runs in the page: the distinct looks of its calls to action. A call to action is a link or button (not a menu,
 * footer or breadcrumb link, a toggle, a tab or a disabled control, an icon or a picture) that is either drawn as a
 * button (a padded, rounded box with a fill or an outline) or stands on its own as a text link (a box of its own, with
 * no other words beside it). Size is layout, not style: two sizes of one button are one style. `scope`, a selector,
 * looks only inside it.
 */
function findButtonStyles(scope: string | null): ButtonStyle[] {
	const styles = new Map<string, string>();
	const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
	for (const el of document.body.querySelectorAll<HTMLElement>(scope ? `${scope} :is(a[href], button)` : 'a[href], button')) {
		if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
		// Screen-reader-only until focused (the skip link).
		const { clip, clipPath } = getComputedStyle(el);
		if (el.getBoundingClientRect().width <= 2 || clip !== 'auto' || clipPath !== 'none') continue;
		if (el.closest('nav, footer, [aria-hidden="true"], h1, h2, h3, h4, h5, h6')) continue;
		if (el.matches('[aria-expanded], [aria-pressed], [aria-current], [aria-controls], [disabled], [aria-disabled="true"]')) continue;
		if (el.querySelector('img, picture, video, canvas, h1, h2, h3, h4, h5, h6')) continue;
		const text = el.innerText.replace(/\s+/g, ' ').trim();
		const { height } = el.getBoundingClientRect();
		if (!text || text.length > 80 || height > 80) continue;
		const style = getComputedStyle(el);
		const filled = !transparent(style.backgroundColor);
		const outlined = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none' && !transparent(style.borderTopColor);
		const boxed = (filled || outlined) && parseFloat(style.borderTopLeftRadius) >= 3 && parseFloat(style.paddingLeft) >= 6;
		let alone = !['inline', 'contents'].includes(style.display);
		if (!boxed && alone && el.parentElement) {
			// Words beside the link (outside other links and buttons) make it part of a line of text or an item.
			const beside = [...el.parentElement.childNodes].filter(
				(node) => node !== el && !(node instanceof Element && node.matches('a, button')),
			);
			alone = beside.every((node) => !(node.textContent ?? '').trim() || (node instanceof Element && node.getClientRects().length === 0));
		}
		if (!boxed && !alone) continue;
		const font = style.fontFamily.split(',')[0]?.replaceAll(/["']/g, '').trim();
		const look = boxed
			? [
					'button',
					font,
					style.fontWeight,
					style.textTransform,
					style.color,
					filled ? style.backgroundColor : 'no fill',
					outlined ? style.borderTopColor : 'no outline',
				]
			: ['text link', font, style.fontWeight, style.textTransform, style.color, style.textDecorationLine];
		const key = look.join(' | ');
		if (!styles.has(key)) styles.set(key, `<${el.tagName.toLowerCase()}> "${text.slice(0, 40)}"`);
	}

	return [...styles].map(([style, example]) => ({ style, example }));
}

/** The most looks the site's calls to action may take: primary, secondary and text link. */
export const buttonStyleLimit = 3;

/** The class of each tier of the button system (src/components/ui/ButtonLink.css), the one place each look is defined. */
export const buttonTiers = ['button-primary', 'button-secondary', 'button-text'] as const;

/** The looks of the page's calls to action (findButtonStyles), once its fonts have loaded. */
export async function buttonStyles(page: Page): Promise<ButtonStyle[]> {
	await page.evaluate(() => document.fonts.ready);
	return page.evaluate(findButtonStyles, null);
}

/**
 * The looks the button system's tiers take on the page: a link of each tier's class is put in its <main> for the
 * moment, measured as every call to action is, and taken out again.
 */
export async function buttonSystemLooks(page: Page, { bands = true } = {}): Promise<ButtonStyle[]> {
	await page.locator('main').evaluate(
		(main, { tiers, bands }) => {
			// In the page's body, and on each coloured band ([data-band]), where a tier keeps its tier but takes the band's ink.
			for (const ground of [main, ...(bands ? main.querySelectorAll('[data-band]') : [])]) {
				const box = Object.assign(document.createElement('div'), { className: 'button-tiers' });
				// Each on a line of its own, as a text link stands: with no other words beside it.
				for (const tier of tiers) {
					const line = document.createElement('div');
					line.append(Object.assign(document.createElement('a'), { href: '#', className: tier, textContent: tier }));
					box.append(line);
				}
				ground.append(box);
			}
		},
		{ tiers: buttonTiers, bands },
	);
	await page.evaluate(() => document.fonts.ready);
	const looks = await page.evaluate(findButtonStyles, '.button-tiers');
	await page.evaluate(() => document.querySelectorAll('.button-tiers').forEach((box) => box.remove()));
	return looks;
}

/**
 * One button system: the calls to action on the page that take none of the system's looks. Every page
 * checked leaving none means the whole site shows at most the system's three looks.
 */
export async function offSystemButtons(page: Page): Promise<ButtonStyle[]> {
	const system = new Set((await buttonSystemLooks(page)).map(({ style }) => style));
	return (await buttonStyles(page)).filter(({ style }) => !system.has(style));
}
