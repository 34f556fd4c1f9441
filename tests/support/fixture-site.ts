import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Build output, caches and reports stay out of the copy; everything else is the site as it is now. */
const skipped = (name: string) => /^(node_modules|dist.*|\.git|\.astro|\.cache|test-results|test-reports|playwright-report)$/.test(name);
/** Vite and Astro write their caches inside node_modules, so those stay private to the copy. */
const privateCaches = (name: string) => /^\.(vite|vite-temp|vitest-cache|astro.*)$/.test(name);

/** A copy of the site in a temporary folder whose content a test can change without touching the checkout. */
export interface FixtureSite {
	dir: string;
	outDir: string;
	env: NodeJS.ProcessEnv;
	remove: () => void;
}

/** Copies the site (node_modules linked, not copied), reusing the checkout's image cache so the build stays quick. */
export function copySite(): FixtureSite {
	const dir = mkdtempSync(join(tmpdir(), 'fixture-site-'));
	cpSync(root, dir, { recursive: true, filter: (source) => !skipped(relative(root, source).split(sep)[0] ?? '') });
	mkdirSync(join(dir, 'node_modules'));
	for (const name of readdirSync(join(root, 'node_modules')).filter((n) => !privateCaches(n))) {
		symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
	}
	const cacheDir = join(dir, '.astro-cache');
	const images = join(root, 'node_modules', '.astro', 'assets');
	if (existsSync(images)) cpSync(images, join(cacheDir, 'assets'), { recursive: true });
	const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_OUT_DIR: join(dir, 'dist'), ASTRO_CACHE_DIR: cacheDir, NO_COLOR: '1' };
	// The build runs as it would from a shell, not in a test runner's mode.
	for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
	return { dir, outDir: join(dir, 'dist'), env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const astroBin = (site: FixtureSite) => join(site.dir, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** Runs `astro build` in the copy; rejects with Astro's output when it fails. */
export function buildSite(site: FixtureSite): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [astroBin(site), 'build'], { cwd: site.dir, env: site.env, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.on('error', reject);
		child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (${code}):\n${output}`))));
	});
}

/** A free loopback port. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
		});
	});
}

/** Starts `astro preview` or `astro dev` in the copy and resolves with its address once it answers. */
export async function serveSite(site: FixtureSite, command: 'preview' | 'dev'): Promise<{ url: string; stop: () => void }> {
	const port = await freePort();
	const child: ChildProcess = spawn(process.execPath, [astroBin(site), command, '--host', '127.0.0.1', '--port', String(port)], {
		cwd: site.dir,
		env: site.env,
		stdio: 'ignore',
	});
	const url = `http://127.0.0.1:${port}`;
	const deadline = Date.now() + 120_000;
	while (Date.now() < deadline) {
		try {
			await fetch(url);
			return { url, stop: () => child.kill() };
		} catch {
			await new Promise((resolve) => setTimeout(resolve, 500));
		}
	}
	child.kill();
	throw new Error(`astro ${command} did not answer on ${url}`);
}
