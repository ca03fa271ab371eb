// The static first screen (issue: a board before the wasm arrives): with the main wasm held
// back, index.html alone shows the top bar, Breakthru's board and a loading line; when the
// wasm is let through, the app takes its place with its board where the static one was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, collectErrors, screenshot, artifactsDir, serveDist } from '../harness.mjs';

const app = useApp();

/** Holds back every request for the main wasm until the returned function is called. */
async function holdMainWasm(page) {
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route(/breakthru-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  for (const colorScheme of ['light', 'dark']) {
    test(`the first screen shows a board before the wasm, and the app replaces it in place (${device}, ${colorScheme})`, async () => {
      const context = await app.browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const release = await holdMainWasm(page);
      await page.goto(app.server.url, { waitUntil: 'domcontentloaded' });
      const first = page.locator('#first-screen');
      await first.locator('svg.board').waitFor();
      assert.equal(await first.locator('.piece').count(), 33, 'Breakthru\'s 33 ships at the start');
      assert.match(await first.getByRole('status').textContent(), /Loading/);
      assert.equal(await page.getByTestId('board').count(), 0, 'the app has not mounted');
      const staticBox = await first.locator('svg.board').boundingBox();
      const placesOf = (nav) => nav.locator('a').evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
      const staticPlaces = await placesOf(first.locator('nav.places'));
      const paper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await screenshot(page, `first-screen-${device}-${colorScheme}`);

      release();
      await page.getByTestId('board').waitFor();
      await first.waitFor({ state: 'detached' });
      const appBox = await page.getByTestId('board').boundingBox();
      assert.deepEqual(await placesOf(page.locator('nav.places')), staticPlaces, 'the same places in the top bar');
      for (const side of ['x', 'y', 'width', 'height']) {
        assert.ok(Math.abs(appBox[side] - staticBox[side]) <= 1, `the board's ${side}: ${staticBox[side]} before, ${appBox[side]} after`);
      }
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), paper, 'the same colours');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

/** The static screen's words, with the main wasm held back: the top bar's places, the status, the loading line and `<html lang>`. */
async function staticWords(page) {
  const first = page.locator('#first-screen');
  await first.locator('svg.board').waitFor();
  return {
    places: await first.locator('nav.places a').allTextContents(),
    status: await first.locator('.status').textContent(),
    loading: await first.getByRole('status').textContent(),
    lang: await page.locator('html').getAttribute('lang'),
  };
}

test('a Dutch browser gets a Dutch first screen, and the language setting overrides the browser', async () => {
  const context = await app.browser.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  let release = await holdMainWasm(page);
  await page.goto(app.server.url, { waitUntil: 'domcontentloaded' });
  const dutch = await staticWords(page);
  assert.deepEqual(dutch.places, ['Spelen', 'Puzzels', 'Leren', 'Mijn partijen', 'Analysebord', 'Spelregels', 'Instellingen']);
  assert.match(dutch.status, /^Goud aan zet, zet 1 van 2/);
  assert.equal(dutch.loading, 'Het spel wordt geladen…');
  assert.equal(dutch.lang, 'nl');
  await screenshot(page, 'first-screen-dutch');
  const staticBox = await page.locator('#first-screen svg.board').boundingBox();
  release();
  await page.getByTestId('board').waitFor();
  const appBox = await page.getByTestId('board').boundingBox();
  assert.ok(Math.abs(appBox.y - staticBox.y) <= 1, `the board's top: ${staticBox.y} before, ${appBox.y} after`);
  assert.deepEqual(await page.locator('nav.places a').allTextContents(), dutch.places, "the app's places, word for word");
  assert.equal(await page.getByTestId('status').textContent(), dutch.status);

  await page.goto(`${app.server.url}#/settings`);
  await page.getByTestId('language').selectOption('en');
  await page.getByRole('link', { name: 'Play' }).waitFor();
  // The same storage in a context without the first one's service worker, which would
  // serve the wasm past the hold.
  const again = await app.browser.newContext({ locale: 'nl-NL', storageState: await context.storageState() });
  const second = await again.newPage();
  const secondErrors = collectErrors(second);
  release = await holdMainWasm(second);
  await second.goto(app.server.url, { waitUntil: 'domcontentloaded' });
  const english = await staticWords(second);
  assert.deepEqual(english.places, ['Play', 'Puzzles', 'Learn', 'My games', 'Analysis', 'Rules', 'Settings']);
  assert.match(english.status, /^Gold to move, move 1 of 2/);
  assert.equal(english.lang, 'en');
  release();
  await second.getByTestId('board').waitFor();
  assert.deepEqual([...errors, ...secondErrors], []);
  await again.close();
  await context.close();
});

test('time to the first board on a throttled connection (a figure for docs/measurements.md)', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9,
  });
  // Served with gzip, as GitHub Pages serves it.
  const server = await serveDist(undefined, '/', { gzip: true });
  const start = Date.now();
  await page.goto(server.url, { waitUntil: 'commit' });
  await page.locator('#first-screen svg.board').waitFor();
  const staticBoard = Date.now() - start;
  await page.getByTestId('board').waitFor({ timeout: 60000 });
  const appBoard = Date.now() - start;
  const figures = `throttled (150 ms, 1.6 Mbit/s, gzip): static board ${staticBoard} ms, app board ${appBoard} ms`;
  console.log(figures);
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(join(artifactsDir, 'time-to-board.txt'), `${figures}\n`);
  assert.ok(staticBoard < appBoard, 'the static board comes first');
  await context.close();
  await server.close();
});

test('a first visit logs no warning or error to the console', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const messages = collectErrors(page, { warnings: true });
  await page.goto(app.server.url);
  await page.getByTestId('board').waitFor();
  // Through the service worker's installation, which precaches every file.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  assert.deepEqual(messages, []);
  await context.close();
});
