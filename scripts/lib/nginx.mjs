// @ts-check
// Starts Debian's nginx on 127.0.0.1 with the repo's site rules (deploy/nginx) over a build folder.
// Used by the hosting test and the serve/lighthouse benchmarks; nothing here needs root.
import { spawn, spawnSync } from 'node:child_process';
import {
	chmodSync,
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { precompress } from '../precompress.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const snippets = path.join(repo, 'deploy/nginx/snippets');

/** The nginx binary: $NGINX, Debian's /usr/sbin/nginx, or nginx on the PATH. */
export function findNginx() {
	const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'];
	const found = candidates.find((candidate) => candidate && existsSync(candidate));
	if (found) return found;
	const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
	return which.status === 0 ? which.stdout.trim() : undefined;
}

/**
 * Copies a build into a temporary folder and precompresses it as a deployment would
 * (`node scripts/precompress.mjs`), leaving the build itself untouched. With `precompressed: false` the copy holds
 * no .br or .gz files, so nginx compresses as it serves, as Netlify and Cloudflare Pages do.
 * @param {string} buildDir
 * @param {{ precompressed?: boolean }} [options]
 * @returns {{ root: string, remove: () => void }}
 */
export function deployCopy(buildDir, { precompressed = true } = {}) {
	if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir} holds no build: run astro build first`);
	const root = mkdtempSync(path.join(tmpdir(), 'gym-site-'));
	cpSync(buildDir, root, { recursive: true, filter: (source) => !path.basename(source).startsWith('.') || source === buildDir });
	if (precompressed) precompress(root);
	chmodSync(root, 0o755);
	return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address ? address.port : 0;
			server.close(() => resolve(port));
		});
	});
}

/**
 * Debian's brotli filter module (libnginx-mod-http-brotli-filter), which compresses as it serves; only the
 * on-the-fly benchmark uses it.
 */
export function findBrotliFilterModule() {
	return ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/local/lib/nginx/modules/ngx_http_brotli_filter_module.so'].find(
		(file) => existsSync(file),
	);
}

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), when installed. */
export function findBrotliModule() {
	return ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', '/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so'].find(
		(file) => existsSync(file),
	);
}

function mimeTypes() {
	const file = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'].find((f) =>
		existsSync(f),
	);
	if (file) return `include ${file};`;
	// nginx's own list, cut down to what the build contains.
	return `types {
		text/html html; text/css css; application/javascript js mjs; application/json json; text/xml xml; text/plain txt;
		image/svg+xml svg; image/avif avif; image/webp webp; image/jpeg jpg jpeg; image/png png; image/x-icon ico;
		font/woff2 woff2; video/webm webm; video/mp4 mp4; application/manifest+json webmanifest;
	}`;
}

/**
 * Writes an nginx configuration into a temporary folder: one server on 127.0.0.1:port with `root` and
 * the repo's deploy/nginx/snippets/gym-locations.conf, exactly as production includes it.
 * With `tls` it answers HTTPS on that port, and sends plain HTTP there to HTTPS (as production's port 80 does).
 * With `onTheFly` it compresses as it serves, at the levels such hosts use: brotli at quality 4 (with Debian's
 * brotli filter module) and gzip at level 6 (gym-locations.conf's own).
 * @param {{ root: string, port: number, workers?: number, tls?: { cert: string, key: string } | undefined, onTheFly?: boolean }} options
 */
export function writeNginxConfig({ root, port, workers = 1, tls, onTheFly = false }) {
	const dir = mkdtempSync(path.join(tmpdir(), 'gym-nginx-'));
	// nginx resolves relative includes against the folder of its configuration file. The snippets are the repo's, but
	// gym-locations.conf includes the build's files from the production folder, which here is `root`.
	mkdirSync(path.join(dir, 'snippets'));
	for (const name of readdirSync(snippets)) {
		const snippet = path.join(snippets, name);
		const text = readFileSync(snippet, 'utf8');
		if (text.includes('/var/www/gym/')) writeFileSync(path.join(dir, 'snippets', name), text.replaceAll('/var/www/gym/', `${root}/`));
		else symlinkSync(snippet, path.join(dir, 'snippets', name));
	}
	for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
	// Workers may run as an unprivileged user when the master is root; they must reach the files.
	chmodSync(dir, 0o755);
	const conf = path.join(dir, 'nginx.conf');
	// Production includes snippets/gym-brotli.conf too; a laptop without the module still serves the .gz copies.
	const brotli = findBrotliModule();
	const brotliFilter = onTheFly ? findBrotliFilterModule() : undefined;
	writeFileSync(
		conf,
		`${brotli ? `load_module ${brotli};\n` : ''}${brotliFilter ? `load_module ${brotliFilter};\n` : ''}daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
	${mimeTypes()}
	${existsSync(path.join(root, '_nginx-maps.conf')) ? `include ${root}/_nginx-maps.conf;` : "# A build from before the pages' policy headers."}
	default_type application/octet-stream;
	sendfile on;
	tcp_nopush on;
	keepalive_requests 10000;
	access_log off;
	client_body_temp_path ${dir}/body;
	proxy_temp_path ${dir}/proxy;
	fastcgi_temp_path ${dir}/fastcgi;
	uwsgi_temp_path ${dir}/uwsgi;
	scgi_temp_path ${dir}/scgi;
	server {
		listen 127.0.0.1:${port}${tls ? ' ssl' : ''};
		server_name localhost;
		${
			tls
				? `ssl_certificate ${tls.cert};
		ssl_certificate_key ${tls.key};
		# 497: plain HTTP on the HTTPS port.
		error_page 497 =301 https://$host:$server_port$request_uri;`
				: ''
		}
		root ${root};
		${brotli ? 'include snippets/gym-brotli.conf;' : ''}
		${brotliFilter ? 'brotli on; brotli_comp_level 4; brotli_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml;' : ''}
		include snippets/gym-locations.conf;
	}
}
`,
	);
	return { dir, conf };
}

/**
 * Starts nginx over `root` on a free port and waits until it answers.
 * @param {{ root: string, port?: number, workers?: number, tls?: { cert: string, key: string } | undefined, onTheFly?: boolean }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>, errorLog: () => string }>}
 */
export async function startNginx({ root, port, workers = 1, tls, onTheFly = false }) {
	const nginx = findNginx();
	if (!nginx) throw new Error('nginx is not installed: run `bash scripts/install-system-deps.sh` (Debian: apt-get install nginx)');
	const chosenPort = port ?? (await freePort());
	const { dir, conf } = writeNginxConfig({ root, port: chosenPort, workers, tls, onTheFly });
	const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');

	const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
	if (check.status !== 0) {
		rmSync(dir, { recursive: true, force: true });
		throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
	}
	const child = spawn(nginx, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
	let stderr = '';
	child.stderr.on('data', (chunk) => (stderr += chunk));
	const exited = new Promise((resolve) => child.once('exit', resolve));

	const url = `${tls ? 'https' : 'http'}://127.0.0.1:${chosenPort}`;
	const stop = async () => {
		if (child.exitCode === null) {
			child.kill('SIGQUIT');
			const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
			await exited;
			clearTimeout(timer);
		}
		rmSync(dir, { recursive: true, force: true });
	};
	for (let attempt = 0; attempt < 100; attempt++) {
		if (child.exitCode !== null) break;
		try {
			// Plain HTTP answers on a TLS port too (a redirect), without trusting the certificate.
			await fetch(`http://127.0.0.1:${chosenPort}`, { redirect: 'manual' });
			return { url, port: chosenPort, stop, errorLog };
		} catch {
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}
	const log = `${stderr}${errorLog()}`;
	await stop();
	throw new Error(`nginx did not start on ${url}:\n${log}`);
}
