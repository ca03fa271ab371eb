// Lighthouse on the release build served with gzip, on its default mobile profile and on
// desktop. Accessibility, Best Practices and SEO must be 100 (they do not depend on the
// machine's speed); the performance figures go to artifacts/lighthouse.json, not into
// an assertion, since they do depend on it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serveDist, distDir, artifactsDir } from '../harness.mjs';

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  tti: 'interactive',
};

let server;
let chrome;
const figures = {};

before(async () => {
  server = await serveDist(distDir, '/', { gzip: true });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
});

after(async () => {
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(join(artifactsDir, 'lighthouse.json'), `${JSON.stringify(figures, null, 2)}\n`);
  chrome?.kill();
  await server?.close();
});

/** Lighthouse's scores (0 to 100) and the five load metrics of one run. */
async function audit(config) {
  const result = await lighthouse(server.url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round(c.score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, audits[id].numericValue]));
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return { scores, metrics, failing };
}

function assertTopMarks(run, profile) {
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    assert.equal(run.scores[category], 100, `${profile} ${category}: failing audits ${run.failing.join(', ')}`);
  }
}

test('Lighthouse on a phone: Accessibility, Best Practices and SEO at 100', async () => {
  figures.mobile = await audit(undefined);
  console.log('lighthouse mobile', JSON.stringify(figures.mobile.scores), JSON.stringify(figures.mobile.metrics));
  assertTopMarks(figures.mobile, 'mobile');
});

test('Lighthouse on a desktop: Accessibility, Best Practices and SEO at 100', async () => {
  figures.desktop = await audit(desktopConfig);
  console.log('lighthouse desktop', JSON.stringify(figures.desktop.scores), JSON.stringify(figures.desktop.metrics));
  assertTopMarks(figures.desktop, 'desktop');
});
