// Measures a phone's load of the release build in dist/ under Chromium's own throttling
// (Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s, the CPU four times slower):
// first paint and largest paint by the browser's own APIs, the main-thread tasks over 50 ms
// and their blocking time, on a first visit and on reloads by a returning player (the same
// profile: HTTP cache, service worker, V8's code cache). Not part of the tests: run
// `node tests/e2e/measure-load.mjs [loads]` for docs/measurements.md.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveDist } from './harness.mjs';

const LOADS = Number(process.argv[2] ?? 3);
const PHONE = { width: 412, height: 823 };

/** Records paints and long tasks from the document's start. */
function observe() {
  window.load = { lcp: [], tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.load.lcp.push([Math.round(e.startTime), e.element?.className ?? '']);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.load.tasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
}

/** One line of figures for the load just done in `page`. */
async function describe(page, label) {
  await page.locator('.app').waitFor({ timeout: 60000 });
  await page.waitForTimeout(3000);
  const load = await page.evaluate(() => ({
    ...window.load,
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
  }));
  const [lcpTime, lcpElement] = load.lcp.at(-1) ?? [NaN, ''];
  const blocking = load.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  console.log(`${label}: first paint ${load.fcp} ms, largest paint ${lcpTime} ms (.${lcpElement}), `
    + `longest task ${Math.max(0, ...load.tasks)} ms, blocking ${blocking} ms (tasks ${load.tasks.join(', ')})`);
}

const server = await serveDist(undefined, '/', { gzip: true });
for (let i = 0; i < LOADS; i++) {
  const profile = await mkdtemp(join(tmpdir(), 'breakthru-load-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: PHONE,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observe);
  await page.goto(server.url);
  await describe(page, `first visit ${i + 1}`);
  // The service worker and V8's code cache settle while the player plays.
  await page.waitForTimeout(5000);
  await page.reload();
  await describe(page, `return ${i + 1}`);
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
await server.close();
