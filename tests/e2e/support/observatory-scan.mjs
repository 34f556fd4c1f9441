// @ts-check
// Scans addresses with MDN's HTTP Observatory (npm @mdn/mdn-http-observatory) and prints, as JSON, each one's grade,
// score and the tests that lost points. Run it with NODE_EXTRA_CA_CERTS naming the certificate the server uses, so the
// scanner trusts it as a browser trusting a real certificate would.
// Usage: node tests/e2e/support/observatory-scan.mjs 127.0.0.1:8443 / /timetable ...
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Its postinstall downloads Chromium's HSTS preload list and IANA's top-level domains, which package.json's
// allowScripts denies (no download at install, none in CI). Empty lists are all a scan of loopback needs.
const conf = path.join(path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')), 'conf');
/** @type {[string, string][]} */
const lists = [
	['hsts-preload.json', '{}'],
	['tld-list.json', '[]'],
];
for (const [file, empty] of lists) {
	if (!existsSync(path.join(conf, file))) writeFileSync(path.join(conf, file), empty);
}
const { scan } = await import('@mdn/mdn-http-observatory');

const [host, ...paths] = process.argv.slice(2);
const results = [];
for (const address of paths) {
	try {
		// This version of the scanner takes no port or path option; both go in the host it is given.
		const { scan: summary, tests } = await scan(`${host}${address}`);
		// The tests that gained or lost points, or failed.
		const notable = Object.entries(tests)
			.filter(([, test]) => test.scoreModifier !== 0 || !test.pass)
			.map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier})`);
		results.push({ path: address, grade: summary.grade, score: summary.score, notable });
	} catch (error) {
		results.push({ path: address, error: error instanceof Error ? error.message : String(error) });
	}
}
console.log(JSON.stringify(results));
