// The release build stays within its download budget (gzip -9, KB of 1000 bytes):
// the first load (main wasm, its JS glue and the CSS) and the AI worker (its wasm and JS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { distDir, artifactsDir } from '../harness.mjs';

const FIRST_LOAD_BUDGET_KB = 402;
const WORKER_BUDGET_KB = 190;

/** The size of a file of dist/ after `gzip -9` (GNU gzip, as the budget is defined), in KB. */
function gzippedKb(name) {
  return execFileSync('gzip', ['-9c', join(distDir, name)], { maxBuffer: 1 << 26 }).length / 1000;
}

/** dist/'s files, split into the first load and the worker by Trunk's names. */
async function downloadParts() {
  const names = await readdir(distDir);
  const worker = names.filter((n) => /^worker.*\.(wasm|js)$/.test(n));
  const main = names.filter((n) => /^breakthru-[0-9a-f]+(_bg\.wasm|\.js)$/.test(n) || /\.css$/.test(n));
  return { main, worker };
}

const sum = (names) => names.map(gzippedKb).reduce((a, b) => a + b, 0);

test('the first load and the worker stay within their download budgets', async () => {
  const { main, worker } = await downloadParts();
  assert.ok(main.some((n) => n.endsWith('.wasm')) && main.some((n) => n.endsWith('.css')), `first load files: ${main}`);
  assert.ok(worker.some((n) => n.endsWith('.wasm')), `worker files: ${worker}`);
  const firstLoad = sum(main);
  const workerKb = sum(worker);
  const figures = `first load ${firstLoad.toFixed(1)} KB (${main.join(', ')}), worker ${workerKb.toFixed(1)} KB (${worker.join(', ')})`;
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(join(artifactsDir, 'download.txt'), `${figures}\n`);
  console.log(`download: ${figures}`);
  assert.ok(firstLoad <= FIRST_LOAD_BUDGET_KB, `over the first-load budget of ${FIRST_LOAD_BUDGET_KB} KB: ${figures}`);
  assert.ok(workerKb <= WORKER_BUDGET_KB, `over the worker budget of ${WORKER_BUDGET_KB} KB: ${figures}`);
});
