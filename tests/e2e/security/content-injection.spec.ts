import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { servedFixtureSite } from '../../support/fixture-site';

// An editor's field that tries to end its script element and start one of its own (a leaked token, a pasted snippet)
// is shown as text and never runs: JSON data blocks escape `<`, and each page's policy allows only the scripts the
// build wrote. The fixture copy builds without the active-markup check, which refuses such fields outright
// (active-markup-site.test.ts), to prove the pages hold on their own.
test.describe.configure({ mode: 'serial' });

/**
 * A script that marks the page if it ever runs; `field` says which field it came from. Backticks, since JSON would
 * turn double quotes into \" (a syntax error, which would hide a script that got through) and YAML doubles single ones.
 */
const injection = (field: string) => `Closed</script><script>document.documentElement.dataset.injected=\`${field}\`</script>`;
/** Today in London, so the holiday is inside the window the footer and the open-now line show. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

let server: { url: string; close: () => void } | undefined;
let classPage = '';

test.beforeAll(async () => {
	test.setTimeout(600_000);
	server = await servedFixtureSite('content-injection-', (site) => {
		const first = (folder: string, end: string) =>
			readdirSync(join(site.dir, folder))
				.filter((name) => name.endsWith(end))
				.sort()[0] ?? '';
		const quoted = (field: string) => `'${injection(field)}'`;
		site.edit(
			'content/settings/site.yaml',
			/^specialHours:\n(?:[ \t]+.*\n)*/m,
			`specialHours:\n  - { from: ${today}, closed: true, note: ${quoted('note')} }\n`,
		);
		site.edit('content/settings/site.yaml', /^description: .*$/m, `description: ${quoted('site description')}`);
		site.edit(`content/plans/${first('content/plans', '.yaml')}`, /^description: .*$/m, `description: ${quoted('plan')}`);
		site.edit(`content/team/${first('content/team', '.md')}`, /^position: .*$/m, `position: ${quoted('team position')}`);
		const guide = first('content/classes', '.mdx');
		site.edit(`content/classes/${guide}`, /^description: .*$/m, `description: ${quoted('class description')}`);
		classPage = `/classes/${guide.replace(/\.mdx$/, '')}`;
		for (const post of readdirSync(join(site.dir, 'content/blog')))
			site.edit(`content/blog/${post}/index.mdx`, /^description: .*$/m, `description: ${quoted('post description')}`);
		// Without the check that refuses these fields (a no-op on a site that has none).
		const config = join(site.dir, 'astro.config.mjs');
		writeFileSync(config, readFileSync(config, 'utf8').replace(/^\s*activeMarkup\(\),\n/m, ''));
	});
});

test.afterAll(() => server?.close());

test('an injected </script><script> in content fields is shown as text and never runs', async ({ page }) => {
	const refused: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
	});
	for (const path of ['/', '/facilities', '/about-us', '/membership', '/blog', '/timetable', classPage]) {
		await page.goto(`${server?.url ?? ''}${path}`, { waitUntil: 'load' });
		expect(await page.evaluate(() => document.documentElement.dataset['injected']), `a script from content ran on ${path}`).toBeUndefined();
	}
	// The holiday note is in the footer of every page, and in the open-now line: as the words the editor typed.
	await page.goto(`${server?.url ?? ''}/facilities`, { waitUntil: 'load' });
	await expect(page.locator('footer')).toContainText(injection('note'));
	expect(refused, 'no injected script even reached the policy').toEqual([]);
});
