#!/usr/bin/env node
// @ts-check
// npm run bench:serve: a bounded load test with autocannon against nginx (deploy/nginx) serving a
// precompressed copy of the build on 127.0.0.1, for the home page and an album page; 2 x 12 s.
import { availableParallelism, loadavg } from 'node:os';

// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';

import { deployCopy, startNginx } from '../lib/nginx.mjs';
import { buildDir, markdownTable, saveResults, sitemapPaths } from './shared.mjs';

const duration = 12;
const connections = 20;
const dir = buildDir();
const albums = sitemapPaths(dir).filter((p) => /^\/gallery\/[^/]+$/.test(p));
const album = albums.includes('/gallery/facilities') ? '/gallery/facilities' : albums[0];
const targets = ['/', ...(album ? [album] : [])];
if (!album) console.log('bench:serve: the build has no album page yet; measuring / only');

const site = deployCopy(dir);
const server = await startNginx({ root: site.root, workers: availableParallelism() });
const results = [];
try {
	for (const target of targets) {
		const run = await autocannon({
			url: `${server.url}${target}`,
			connections,
			duration,
			headers: { 'accept-encoding': 'gzip' },
		});
		results.push({
			path: target,
			requestsPerSecond: run.requests.average,
			latencyP99Ms: run.latency.p99,
			latencyAverageMs: run.latency.average,
			errors: run.errors + run.timeouts,
			non2xx: run.non2xx,
			bytesPerSecond: run.throughput.average,
			requests: run.requests.total,
		});
		console.log(`bench:serve ${target}: ${Math.round(run.requests.average)} req/s, p99 ${run.latency.p99} ms`);
	}
} finally {
	await server.stop();
	site.remove();
}

const machine = `${availableParallelism()} cores shared by nginx and autocannon, load average ${loadavg()[0]?.toFixed(1)}`;
console.log(
	`\n${markdownTable(
		['path', 'requests/s', 'p99 latency', 'average latency', 'errors', 'non-2xx'],
		results.map((r) => [
			r.path,
			Math.round(r.requestsPerSecond),
			`${r.latencyP99Ms} ms`,
			`${r.latencyAverageMs.toFixed(2)} ms`,
			r.errors,
			r.non2xx,
		]),
	)}\n(${connections} connections, ${duration} s per path, gzip; ${machine}; raw: ${saveResults('serve', { connections, duration, results, machine })})`,
);
