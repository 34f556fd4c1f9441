import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Least privilege for every workflow: a job holds only the rights it states, publishing rights only where
// it publishes, every action is a fixed commit, and nothing runs unbounded.
const folder = new URL('../../.github/workflows/', import.meta.url);
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8');
interface Step {
	uses?: string;
	with?: Record<string, unknown>;
}
interface Job {
	permissions?: Record<string, string> | string;
	'timeout-minutes'?: number;
	steps?: Step[];
}
const workflows = files.map((name) => ({
	name,
	text: read(name),
	...(parse(read(name)) as { permissions?: unknown; jobs: Record<string, Job> }),
}));
const jobs = workflows.flatMap(({ name, jobs }) => Object.entries(jobs).map(([id, job]) => ({ where: `${name}: ${id}`, job })));
/** The deploy job: the only one that publishes to GitHub Pages. */
const publishes = (job: Job) => job.steps?.some((step) => step.uses?.startsWith('actions/deploy-pages@')) ?? false;

describe('GitHub workflows', () => {
	it('grant nothing at the workflow level', () => {
		expect(workflows.length).toBeGreaterThan(0);
		for (const workflow of workflows) expect(workflow.permissions ?? {}, workflow.name).toEqual({});
	});

	it('state each job’s permissions: contents: read at most, and pages plus id-token only on the deploy job', () => {
		expect(jobs.filter(({ job }) => publishes(job))).toHaveLength(1);
		for (const { where, job } of jobs) {
			expect(typeof job.permissions, `${where} states its permissions`).toBe('object');
			const granted = Object.entries(job.permissions as Record<string, string>);
			if (publishes(job)) expect(Object.fromEntries(granted), where).toEqual({ pages: 'write', 'id-token': 'write' });
			else for (const [scope, level] of granted) expect(`${scope}: ${level}`, where).toBe('contents: read');
		}
	});

	it('give every job a timeout', () => {
		for (const { where, job } of jobs) expect(job['timeout-minutes'], where).toBeGreaterThan(0);
	});

	it('pin every action to a full commit SHA, with its release in a comment', () => {
		for (const { name, text } of workflows) {
			for (const [line] of text.matchAll(/^\s*(?:- )?uses:.*$/gm))
				expect(line, name).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
		}
	});

	it('keep no credentials in the checkout', () => {
		const checkouts = jobs.flatMap(({ where, job }) =>
			(job.steps ?? []).filter((step) => step.uses?.startsWith('actions/checkout@')).map((step) => ({ where, step })),
		);
		expect(checkouts.length).toBeGreaterThan(0);
		for (const { where, step } of checkouts) expect(step.with?.['persist-credentials'], where).toBe(false);
	});

	it('are kept up to date by Dependabot, with the npm packages', () => {
		const config = parse(readFileSync(new URL('../dependabot.yml', folder), 'utf8')) as { updates: { 'package-ecosystem': string }[] };
		expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
	});
});
