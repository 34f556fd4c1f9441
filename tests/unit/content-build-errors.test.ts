import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves the promise of issue 2 end to end: a real `astro build` stops on a malformed content file and says
// which file, which field and what is expected. It builds a copy, so the checkout and its dist stay untouched.
const root = fileURLToPath(new URL('../../', import.meta.url));
/** Build output and caches stay out of the copy; everything else is the site as it is now. */
const skipped = (name: string) => /^(node_modules|dist.*|\.git|\.astro|\.cache|test-results|playwright-report)$/.test(name);
/** Vite and Astro write their caches inside node_modules, so those stay private to the copy. */
const privateCaches = (name: string) => /^\.(vite|vite-temp|vitest-cache|astro.*)$/.test(name);

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.on('error', reject);
		child.on('close', (code) => resolve({ code, output }));
	});
}

describe('astro build with a malformed content file', () => {
	let copy = '';

	beforeAll(() => {
		copy = mkdtempSync(join(tmpdir(), 'content-build-errors-'));
		cpSync(root, copy, { recursive: true, filter: (source) => !skipped(relative(root, source).split(sep)[0] ?? '') });
		mkdirSync(join(copy, 'node_modules'));
		for (const name of readdirSync(join(root, 'node_modules')).filter((n) => !privateCaches(n))) {
			symlinkSync(join(root, 'node_modules', name), join(copy, 'node_modules', name));
		}
		// Monday's first slot ends at '25:00'.
		writeFileSync(join(copy, 'content/timetable/monday.yaml'), "day: monday\nslots:\n  - { start: '06:00', end: '25:00', class: ATHX }\n");
	});

	afterAll(() => {
		if (copy) rmSync(copy, { recursive: true, force: true });
	});

	it('fails, naming the file, the field and what is expected', { timeout: 120_000 }, async () => {
		// The build runs as it would from a shell, not in vitest's test mode.
		const env = { ...process.env };
		for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
		const { code, output } = await run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['astro', 'build'], copy, {
			...env,
			ASTRO_OUT_DIR: join(copy, 'dist'),
			ASTRO_CACHE_DIR: join(copy, '.astro-cache'),
			NO_COLOR: '1',
		});
		const text = output.replace(/\x1b\[[0-9;]*m/g, '');

		expect(code, text).not.toBe(0);
		expect(text).toContain(join(copy, 'content', 'timetable', 'monday.yaml'));
		expect(text).toContain('slots.0.end');
		expect(text).toContain('Use 24-hour time as HH:MM, e.g. 06:30');
		expect(text).toMatch(/slots\.0\.end\**: Use 24-hour time as HH:MM, e\.g\. 06:30/);
	});
});
