import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTests, npx, slow } from '../support/content-edits';
import { copyProject, type ProjectCopy } from '../support/project-copy';

// Issue 13, the other half of content-edits.test.ts: a price written as words fails the unit checks and the build,
// each naming the file and the field.
describe('a content edit that breaks a schema', () => {
	let copy: ProjectCopy;
	beforeAll(() => {
		copy = copyProject('content-edits-broken-');
		copy.edit('content/plans/open-gym.yaml', /^price: .+$/m, 'price: sixty-nine pounds');
	});
	afterAll(() => copy.remove());

	it('fails the unit checks, naming the file and the field', slow, async () => {
		const { code, output } = await copy.run(npx, ['vitest', 'run', ...contentTests]);
		expect(code).not.toBe(0);
		expect(output).toContain('content/plans/open-gym.yaml: price: Give the price as a number, e.g. 69');
	});

	it('fails the build, naming the file and the field', slow, async () => {
		const { code, output } = await copy.run(npx, ['astro', 'build']);
		expect(code).not.toBe(0);
		expect(output).toContain(join(copy.dir, 'content', 'plans', 'open-gym.yaml'));
		expect(output).toMatch(/price\**: Give the price as a number, e\.g\. 69/);
	});
});
