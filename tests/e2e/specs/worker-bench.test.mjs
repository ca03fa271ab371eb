// The AI's search benchmark, run in the Web Worker of the release build.
// Its nodes/s figure is written to artifacts/worker-bench.txt for the README (never asserted on).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, collectErrors, artifactsDir } from '../harness.mjs';
import { goTo } from '../board.mjs';

const app = useApp();

test('the worker runs the search benchmark while the page stays responsive', async () => {
  const page = await app.browser.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  await goTo(page, 'settings');
  await page.getByTestId('bench').click();
  // While the worker searches, the main thread still answers at once.
  const roundTrip = await page.evaluate(() => new Promise((resolve) => {
    const started = performance.now();
    requestAnimationFrame(() => resolve(performance.now() - started));
  }));
  const result = page.getByTestId('bench-result').filter({ hasText: 'nodes/s' });
  await result.waitFor({ timeout: 60000 });
  const text = await result.textContent();
  const nps = Number(/([0-9]+) nodes\/s/.exec(text)[1]);
  assert.ok(nps > 0, text);
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(join(artifactsDir, 'worker-bench.txt'), `${text}\nframe during search: ${roundTrip.toFixed(1)} ms\n`);
  console.log(`# worker benchmark: ${text}; a frame during the search took ${roundTrip.toFixed(1)} ms`);
  assert.deepEqual(errors, []);
  await page.close();
});
