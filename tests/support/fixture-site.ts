import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The one way tests get a site of their own: a throw-away copy of the project whose content/ a test changes, then
// checks, builds or serves, so the checkout, its dist and its caches stay untouched.
const root = fileURLToPath(new URL('../../', import.meta.url));
/** Build output, caches and reports stay out of the copy; everything else is the site as it is now. */
const skipped = (name: string) =>
	/^(node_modules|dist.*|\.git|\.astro|\.cache|test-results|test-reports|playwright-report|shots)$/.test(name);
/** Vite and Astro write their caches inside node_modules, so those stay private to the copy. */
const privateCaches = (name: string) => /^\.(vite|vite-temp|vitest-cache|astro.*)$/.test(name);

/** Node scripts of the tools a test runs in a copy, started with this Node (the host's may be too old for Astro). */
export const tools = {
	astro: 'node_modules/astro/bin/astro.mjs',
	vitest: 'node_modules/vitest/vitest.mjs',
	playwright: 'node_modules/@playwright/test/cli.js',
} as const;

export interface RunResult {
	code: number | null;
	/** stdout and stderr together, without colours, in the order they arrived (which two pipes do not fix). */
	output: string;
	/** stderr alone, in the order it was written. */
	stderr: string;
}

/** A copy of the site in a temporary folder whose content a test can change without touching the checkout. */
export interface FixtureSite {
	dir: string;
	outDir: string;
	env: NodeJS.ProcessEnv;
	/** Replaces `from` with `to` in a file of the copy, failing when `from` is not there. */
	edit: (file: string, from: string | RegExp, to: string) => void;
	/** Lays a folder over the copy, e.g. a folder of fixture files under tests/fixtures that has its own content/. */
	overlay: (folder: string) => void;
	/** Runs `node <script> ...args` in the copy, as from a shell (not in a test runner's mode). */
	node: (script: string, args: string[], env?: NodeJS.ProcessEnv) => Promise<RunResult>;
	/** Runs one of the project's tools in the copy: `astro build`, `vitest run ...`, `playwright test ...`. */
	run: (tool: keyof typeof tools, args: string[], env?: NodeJS.ProcessEnv) => Promise<RunResult>;
	/** Starts `astro preview` or `astro dev` and resolves with its address once it answers. */
	serve: (command: 'preview' | 'dev') => Promise<{ url: string; stop: () => void }>;
	remove: () => void;
}

/**
 * This process's environment as a shell would give it, with `extra` and without colours: Vitest also copies
 * import.meta.env (DEV, MODE...) into process.env, and an Astro build that inherits DEV=1 keeps drafts as `astro dev`
 * does.
 */
export function shellEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
	const runnerKeys = new Set(['NODE_ENV', 'TEST', 'DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL']);
	for (const key of Object.keys(env)) if (runnerKeys.has(key) || key.startsWith('VITEST')) delete env[key];
	return env;
}

/** Runs `node <script> ...args` in `cwd` with `env`, as from a shell, resolving with its output once it exits. */
export function runNode(script: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<RunResult> {
	return new Promise<RunResult>((resolve, reject) => {
		const child = spawn(process.execPath, [script, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		let stderr = '';
		const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => {
			output += chunk.toString();
			stderr += chunk.toString();
		});
		child.on('error', reject);
		child.on('close', (code) => resolve({ code, output: plain(output), stderr: plain(stderr) }));
	});
}

/** Copies the site (node_modules linked, not copied), reusing the checkout's image cache so a build only encodes what changed. */
export function fixtureSite(prefix = 'fixture-site-'): FixtureSite {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	cpSync(root, dir, { recursive: true, filter: (source) => !skipped(relative(root, source).split(sep)[0] ?? '') });
	mkdirSync(join(dir, 'node_modules'));
	for (const name of readdirSync(join(root, 'node_modules')).filter((n) => !privateCaches(n))) {
		symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
	}
	const cacheDir = join(dir, '.astro-cache');
	const images = join(root, 'node_modules', '.astro', 'assets');
	if (existsSync(images)) cpSync(images, join(cacheDir, 'assets'), { recursive: true });
	const env = shellEnv({ ASTRO_OUT_DIR: join(dir, 'dist'), ASTRO_CACHE_DIR: cacheDir });
	const node = (script: string, args: string[], extra: NodeJS.ProcessEnv = {}) => runNode(script, args, dir, { ...env, ...extra });

	return {
		dir,
		outDir: join(dir, 'dist'),
		env,
		edit(file, from, to) {
			const path = join(dir, file);
			const text = readFileSync(path, 'utf8');
			const changed = text.replace(from, to);
			if (changed === text) throw new Error(`${file} does not contain ${String(from)}`);
			writeFileSync(path, changed);
		},
		overlay: (folder) => cpSync(folder, dir, { recursive: true }),
		node,
		run: (tool, args, extra) => node(tools[tool], args, extra),
		async serve(command) {
			const port = await freePort();
			const child: ChildProcess = spawn(process.execPath, [tools.astro, command, '--host', '127.0.0.1', '--port', String(port)], {
				cwd: dir,
				env,
				stdio: ['ignore', 'pipe', 'pipe'],
			});
			const url = `http://127.0.0.1:${port}`;
			// Astro prints its address once the server listens: the event to wait for, rather than polling the port.
			await new Promise<void>((resolve, reject) => {
				let output = '';
				const take = (chunk: Buffer) => {
					output += chunk.toString();
					if (output.replace(/\x1b\[[0-9;]*m/g, '').includes(url)) resolve();
				};
				child.stdout?.on('data', take);
				child.stderr?.on('data', take);
				child.once('error', reject);
				child.once('exit', (code) => reject(new Error(`astro ${command} exited (${code}) before listening:\n${output}`)));
			});
			return { url, stop: () => child.kill() };
		},
		remove: () => rmSync(dir, { recursive: true, force: true }),
	};
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

/**
 * A fixture site whose content `change` edits, built and served by `astro preview`, for a browser spec's beforeAll;
 * `close` stops the server and removes the copy.
 */
export async function servedFixtureSite(
	prefix: string,
	change: (site: FixtureSite) => void,
): Promise<{ site: FixtureSite; url: string; close: () => void }> {
	const site = fixtureSite(prefix);
	change(site);
	const build = await site.run('astro', ['build']);
	if (build.code !== 0) {
		site.remove();
		throw new Error(`the fixture site did not build:\n${build.output.slice(-3000)}`);
	}
	const server = await site.serve('preview');
	return {
		site,
		url: server.url,
		close: () => {
			server.stop();
			site.remove();
		},
	};
}
