import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// CI runs on the Node version of .nvmrc, named there only, and runs the same command as a developer.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const workflow = parse(read('.github/workflows/ci.yml')) as {
	jobs: Record<string, { container?: { image: string }; steps: { run?: string }[] }>;
};

describe('.github/workflows/ci.yml', () => {
	it('takes the Node version from .nvmrc', () => {
		const { test } = workflow.jobs;
		expect(test?.container?.image).toBe('node:${{ needs.node-version.outputs.version }}-bookworm');
		expect(workflow.jobs['node-version']?.steps.some((step) => step.run?.includes('.nvmrc'))).toBe(true);
	});

	it('runs npm test, as .ci/run does', () => {
		expect(workflow.jobs['test']?.steps.some((step) => step.run === 'npm ci && npm test')).toBe(true);
		expect(read('.ci/run')).toContain('npm ci && npm test');
	});

	it('pins a Node version that meets package.json engines', () => {
		const nvmrc = Number(read('.nvmrc').trim().replace(/^v/, '').split('.')[0]);
		const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
		expect(nvmrc).toBeGreaterThanOrEqual(Number(/>=\s*(\d+)/.exec(engines)?.[1]));
	});
});
