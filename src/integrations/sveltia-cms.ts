import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { adminFiles } from '../cms/admin-files.ts';
import { adminPath } from '../lib/content/entry-paths.ts';

/**
 * Serves Sveltia CMS at /admin from our own origin: written into the build, and answered by the dev server.
 */
export function sveltiaCms(): AstroIntegration {
	return {
		name: 'sveltia-cms',
		hooks: {
			'astro:server:setup': ({ server }) => {
				let files: ReturnType<typeof adminFiles> | undefined;
				server.middlewares.use((req, res, next) => {
					const path = (req.url ?? '').split('?')[0] ?? '';
					if (!path.startsWith(adminPath) || path === `${adminPath}/config.yml`) return next();
					files ??= adminFiles();
					const file = files.get(path === adminPath || path === `${adminPath}/` ? `${adminPath}/index.html` : path);
					if (!file) return next();
					res.setHeader('Content-Type', file.type);
					res.end(file.body);
				});
			},
			'astro:build:done': ({ dir }) => {
				const out = fileURLToPath(dir);
				for (const [path, file] of adminFiles()) {
					const target = join(out, path);
					mkdirSync(dirname(target), { recursive: true });
					writeFileSync(target, file.body);
				}
			},
		},
	};
}
