import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { finishBuild } from '../build/pipeline/finish-build.ts';
import type { Redirects } from '../build/pipeline/host-redirects.ts';

/** Hands the finished build to finishBuild (src/build/pipeline/finish-build.ts), which runs the page steps on every page. */
export function pagePipeline(): AstroIntegration {
	let redirects: Redirects = {};
	return {
		name: 'page-pipeline',
		hooks: {
			'astro:config:done': ({ config }) => {
				redirects = config.redirects;
			},
			'astro:build:done': ({ dir, pages, logger }) =>
				finishBuild({ root: fileURLToPath(dir), pages, redirects, env: process.env, log: logger }),
		},
	};
}
