// Shared set-up for the end-to-end tests: a static server for dist/ and Debian's Chromium.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
export const distDir = join(here, '..', '..', 'dist');
/** The build made with `--public-url /breakthru/` (see .ci/test), served under that sub-path. */
export const subPathDistDir = join(here, '..', '..', 'target', 'dist-breakthru');
export const artifactsDir = join(here, 'artifacts');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a build (dist/ by default) on a free loopback port under `prefix`;
 * resolves to { url, close } where url ends with the prefix. With `gzip`, answers
 * gzip-compressed to clients that accept it, as GitHub Pages does.
 */
export async function serveDist(dir = distDir, prefix = '/', { gzip = false } = {}) {
  const overrides = new Map();
  const server = createServer(async (request, response) => {
    const full = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (!full.startsWith(prefix)) {
      response.writeHead(404).end('outside the app');
      return;
    }
    const path = '/' + full.slice(prefix.length);
    const file = normalize(join(dir, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = overrides.get(path) ?? await readFile(file);
      const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
      const compress = gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (compress) headers['content-encoding'] = 'gzip';
      response.writeHead(200, headers);
      response.end(compress ? gzipSync(body, { level: 9 }) : body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    /** Serves `body` instead of the file at `path` (relative to the prefix, with a leading /). */
    override: (path, body) => overrides.set(path, body),
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  };
}

/** Starts Debian's headless Chromium (never a downloaded browser); Playwright gives it a fresh profile. */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Records console errors (and warnings, with `warnings`) and uncaught page errors of `page`. */
export function collectErrors(page, { warnings = false } = {}) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * The longest main-thread task allowed while the worker thinks or reviews, in ms: twice the
 * browser's long-task bar of 50 ms, which a loaded 2-core machine crosses by a few ms now
 * and then (50 and 52 ms seen beside a solver). The figure itself is a measurement
 * (`measure-review.mjs`, docs/measurements.md), not a test.
 */
export const MAIN_THREAD_TASK_LIMIT_MS = 100;

/** Starts recording the page's main-thread tasks over 50 ms (the Long Tasks API). */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

/** The durations in ms of the tasks over 50 ms since `watchLongTasks`. */
export const longTasks = (page) => page.evaluate(() => window.longTasks);

/** Saves a screenshot under tests/e2e/artifacts/. */
export async function screenshot(page, name) {
  await mkdir(artifactsDir, { recursive: true });
  // Finite animations (a piece sliding into place) are finished first, not caught midway.
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), animations: 'disabled' });
}

/**
 * Serves a build (dist/ at / by default) and starts Chromium before the file's tests,
 * and stops both after them.
 * Returns an object whose `server` ({ url, close }) and `browser` are set once started.
 */
export function useApp(dir = distDir, prefix = '/') {
  const app = {};
  before(async () => {
    app.server = await serveDist(dir, prefix);
    app.browser = await launchBrowser();
  });
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/**
 * Puts `entries` ({ key: text }) into the page's localStorage once the app has saved its
 * own first game and settings, so that its first saves cannot overwrite them on a slow machine.
 */
export async function writeStorage(page, entries) {
  await page.waitForFunction(() => ['breakthru.game', 'breakthru.settings'].every((key) => localStorage.getItem(key) !== null));
  await page.evaluate((pairs) => {
    for (const [key, text] of Object.entries(pairs)) localStorage.setItem(key, text);
  }, entries);
}
