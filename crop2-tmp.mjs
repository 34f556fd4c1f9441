import { chromium } from '@playwright/test';
const [,, url, w, h, out, sel] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url); await p.evaluate(() => document.fonts.ready);
await p.locator(sel).scrollIntoViewIfNeeded();
await p.evaluate(async () => { for (const img of document.images) img.loading = 'eager'; await Promise.all([...document.images].map((i) => i.decode().catch(() => 0))); });
await p.locator(sel).screenshot({ path: out });
await b.close();
