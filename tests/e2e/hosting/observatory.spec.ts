import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { adminPath } from '@/lib/content/entry-paths';

import { deployCopy, findNginx, startNginx } from '../../../scripts/lib/nginx.mjs';
import { outDir } from '../../support/built-pages';

// MDN's HTTP Observatory (npm @mdn/mdn-http-observatory) grades deploy/nginx serving the build over HTTPS on
// loopback, behind a throw-away certificate the scanner is told to trust: A+ on the home page, /admin, the timetable
// and the class page that runs the most scripts of its own (the policy with the most hashes).
test.describe.configure({ mode: 'serial' });
test.skip(!findNginx() && !process.env.CI, 'nginx is not installed: run `bash scripts/install-system-deps.sh` or install nginx');

let server: Awaited<ReturnType<typeof startNginx>>;
let site: ReturnType<typeof deployCopy>;
let certificates = '';

test.beforeAll(async () => {
	certificates = mkdtempSync(path.join(tmpdir(), 'gym-certificate-'));
	const cert = path.join(certificates, 'cert.pem');
	const key = path.join(certificates, 'key.pem');
	const made = spawnSync(
		'openssl',
		[
			'req',
			'-x509',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-days',
			'1',
			'-subj',
			'/CN=127.0.0.1',
			'-addext',
			'subjectAltName=IP:127.0.0.1',
			'-keyout',
			key,
			'-out',
			cert,
		],
		{ encoding: 'utf8' },
	);
	expect(made.status, made.stderr).toBe(0);
	site = deployCopy(outDir);
	server = await startNginx({ root: site.root, tls: { cert, key } });
});

test.afterAll(async () => {
	await server?.stop();
	site?.remove();
	if (certificates) rmSync(certificates, { recursive: true, force: true });
});

/** The class page with the most inline scripts: the one whose policy allows the most. */
function busiestClassPage(): string {
	const pages = readdirSync(path.join(outDir, 'classes')).filter((name) => name.endsWith('.html'));
	const scripts = (name: string) => readFileSync(path.join(outDir, 'classes', name), 'utf8').split('<script type="module">').length;
	const [busiest] = pages.sort((a, b) => scripts(b) - scripts(a) || a.localeCompare(b));
	expect(busiest, 'the build has class pages').toBeDefined();
	return `/classes/${(busiest ?? '').replace(/\.html$/, '')}`;
}

interface Grade {
	path: string;
	grade?: string;
	score?: number;
	notable?: string[];
	error?: string;
}

test('MDN HTTP Observatory grades the home page, /admin, the timetable and a class page A+', () => {
	test.setTimeout(120_000);
	const paths = ['/', adminPath, '/timetable', busiestClassPage()];
	const scan = spawnSync(
		process.execPath,
		[path.join(import.meta.dirname, '../support/observatory-scan.mjs'), `127.0.0.1:${server.port}`, ...paths],
		{
			encoding: 'utf8',
			env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(certificates, 'cert.pem') },
			timeout: 110_000,
		},
	);
	expect(scan.status, scan.stderr).toBe(0);
	const grades = JSON.parse(scan.stdout) as Grade[];
	for (const { path: scanned, grade, score, notable, error } of grades) {
		test.info().annotations.push({ type: 'observatory', description: `${scanned}: ${grade ?? error ?? '?'} (${score ?? '-'})` });
		expect(error, scanned).toBeUndefined();
		expect(`${scanned}: ${grade ?? ''}`, (notable ?? []).join('\n')).toBe(`${scanned}: A+`);
	}
	expect(grades.map((grade) => grade.path)).toEqual(paths);
});
