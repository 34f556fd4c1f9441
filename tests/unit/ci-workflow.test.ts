import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// CI runs on the Node version of .nvmrc, named there only, and runs every check `npm test` runs, split into jobs that
// run side by side: static checks with the unit tests, and the browser tests sharded over one shared build.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
interface Step {
	run?: string;
	uses?: string;
	with?: Record<string, unknown>;
	env?: Record<string, string>;
}
interface Job {
	needs?: string | string[];
	container?: { image: string };
	strategy?: { matrix: Record<string, unknown[]> };
	steps: Step[];
}
const workflow = parse(read('.github/workflows/ci.yml')) as { jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs).filter(([name]) => name !== 'node-version');
const runs = (job: Job | undefined) => job?.steps.flatMap((step) => (step.run ? [step.run] : [])) ?? [];
const needs = (job: Job | undefined) => [job?.needs ?? []].flat();

describe('.github/workflows/ci.yml', () => {
	it('takes the Node version from .nvmrc for every job', () => {
		expect(jobs.length).toBeGreaterThan(0);
		for (const [name, job] of jobs) expect(job.container?.image, name).toBe('node:${{ needs.node-version.outputs.version }}-bookworm');
		expect(workflow.jobs['node-version']?.steps.some((step) => step.run?.includes('.nvmrc'))).toBe(true);
	});

	it('runs every check of npm test, as .ci/run does', () => {
		expect(read('.ci/run')).toContain('npm ci && npm test');
		const all = jobs.flatMap(([, job]) => runs(job)).join('\n');
		for (const check of ['check:types', 'check:lint', 'check:format', 'content:check', 'test:unit', 'npm run build', 'playwright test'])
			expect(all, check).toContain(check);
	});

	it('runs the static checks and unit tests beside the build, and the browser tests on that build in two shards', () => {
		const staticJob = jobs.find(([, job]) => runs(job).some((run) => run.includes('test:unit')));
		const build = jobs.find(([, job]) => runs(job).includes('npm run build'));
		const browser = jobs.find(([, job]) => runs(job).some((run) => run.includes('playwright test')));
		expect(staticJob && build && browser).toBeTruthy();
		expect(needs(staticJob?.[1])).not.toContain(build?.[0]);
		expect(needs(browser?.[1])).toContain(build?.[0]);
		expect(browser?.[1].strategy?.matrix['shard']).toEqual([1, 2]);
		const test = browser?.[1].steps.find((step) => step.run?.includes('playwright test'));
		expect(test?.run).toContain('--shard=${{ matrix.shard }}/2');
		expect(test?.env?.['E2E_PREBUILT']).toBe('1');
		const uploaded = build?.[1].steps.find((step) => step.uses?.startsWith('actions/upload-artifact'))?.with?.['name'];
		const downloaded = browser?.[1].steps.find((step) => step.uses?.startsWith('actions/download-artifact'))?.with;
		expect(downloaded).toMatchObject({ name: uploaded, path: 'dist/' });
	});

	it('caches npm downloads in every job that installs', () => {
		for (const [name, job] of jobs.filter(([, job]) => runs(job).includes('npm ci')))
			expect(job.steps.find((step) => step.uses?.startsWith('actions/cache'))?.with?.['path'], name).toBe('~/.npm');
	});

	it('pins a Node version that meets package.json engines', () => {
		const nvmrc = Number(read('.nvmrc').trim().replace(/^v/, '').split('.')[0]);
		const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
		expect(nvmrc).toBeGreaterThanOrEqual(Number(/>=\s*(\d+)/.exec(engines)?.[1]));
	});
});
