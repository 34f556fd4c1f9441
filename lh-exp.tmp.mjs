// experiment: Lighthouse mobile FCP on a given dir, on-the-fly compression
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, systemChromium } from './scripts/lib/chromium.mjs';
import { deployCopy, startNginx } from './scripts/lib/nginx.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
const [dir, route = '/', runs = '3', mutate] = process.argv.slice(2);
const site = deployCopy(dir, { precompressed: false });
if (mutate) { const m = await import(mutate); m.default(site.root); }
const server = await startNginx({ root: site.root, workers: 1, onTheFly: true });
const chrome = await chromeLauncher.launch({ chromePath: systemChromium, chromeFlags: ['--headless=new', ...chromiumFlags] });
const out = [];
for (let i = 0; i < Number(runs); i++) {
  const r = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r.lhr; const doc = lhr.audits['network-requests'].details.items[0];
  out.push(`FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} doc ${doc.transferSize} ${lhr.runtimeError?.code ?? ''}`);
}
console.log(route, out.join(' | '));
await chrome.kill(); server.stop?.(); site.remove();
process.exit(0);
