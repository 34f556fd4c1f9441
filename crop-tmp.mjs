import { chromium } from '@playwright/test';
const [,, url, w, h, out, y] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url); await p.evaluate(() => document.fonts.ready);
if (y) await p.evaluate((y) => scrollTo(0, +y), y);
await p.waitForTimeout(300);
await p.screenshot({ path: out });
await b.close();
