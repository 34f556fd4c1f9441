import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// A throw-away copy of the project for tests that change content/ and then build or test it, so the checkout, its
// dist and its caches stay untouched.
const root = fileURLToPath(new URL('../../', import.meta.url));
/** Build output and caches stay out of the copy; everything else is the site as it is now. */
const skipped = (name: string) => /^(node_modules|dist.*|\.git|\.astro|\.cache|test-results|test-reports|playwright-report)$/.test(name);
/** Vite and Astro write their caches inside node_modules, so those stay private to the copy. */
const privateCaches = (name: string) => /^\.(vite|vite-temp|vitest-cache|astro.*)$/.test(name);

export interface ProjectCopy {
	dir: string;
	/** Replaces `from` with `to` in a file of the copy, failing when `from` is not there. */
	edit: (file: string, from: string | RegExp, to: string) => void;
	write: (file: string, text: string) => void;
	/** Runs a command in the copy as it would run from a shell (not in Vitest's test mode); output without colours. */
	run: (command: string, args: string[], env?: NodeJS.ProcessEnv) => Promise<{ code: number | null; output: string }>;
	remove: () => void;
}

export function copyProject(prefix: string): ProjectCopy {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	cpSync(root, dir, { recursive: true, filter: (source) => !skipped(relative(root, source).split(sep)[0] ?? '') });
	mkdirSync(join(dir, 'node_modules'));
	for (const name of readdirSync(join(root, 'node_modules')).filter((n) => !privateCaches(n))) {
		symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
	}
	// The checkout's optimised images, if any, so the copy's build only encodes what changed.
	const images = join(root, 'node_modules', '.astro', 'assets');
	if (existsSync(images)) cpSync(images, join(dir, '.astro-cache', 'assets'), { recursive: true });

	const env = { ...process.env };
	for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
	return {
		dir,
		edit(file, from, to) {
			const path = join(dir, file);
			const text = readFileSync(path, 'utf8');
			const changed = text.replace(from, to);
			if (changed === text) throw new Error(`${file} does not contain ${String(from)}`);
			writeFileSync(path, changed);
		},
		write: (file, text) => writeFileSync(join(dir, file), text),
		run: (command, args, extra = {}) =>
			new Promise((resolve, reject) => {
				const child = spawn(command, args, {
					cwd: dir,
					env: { ...env, ASTRO_OUT_DIR: join(dir, 'dist'), ASTRO_CACHE_DIR: join(dir, '.astro-cache'), NO_COLOR: '1', ...extra },
					stdio: ['ignore', 'pipe', 'pipe'],
				});
				let output = '';
				child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
				child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
				child.on('error', reject);
				child.on('close', (code) => resolve({ code, output: output.replace(/\x1b\[[0-9;]*m/g, '') }));
			}),
		remove: () => rmSync(dir, { recursive: true, force: true }),
	};
}
