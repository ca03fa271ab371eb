// The release build stays within its download budget (gzip -9, KB of 1000 bytes): the first
// load (main wasm, its JS glue, the places' loader and the CSS), each place loaded on its first
// visit (its wasm modules), and the AI worker (its wasm and JS). And no function of the main
// wasm is a giant: V8 compiles each on its first call, on the main thread, in one task.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { distDir, artifactsDir } from '../harness.mjs';
import { loaderName, placeFiles } from '../split-modules.mjs';
import { wasmFunctions } from '../wasm-functions.mjs';

const FIRST_LOAD_BUDGET_KB = 330;
const WORKER_BUDGET_KB = 190;
/** Each place split off the main wasm (src/ui/app/lazy.rs), with its own budget. */
// Code that places share sits in small chunks, each a module of its own that every place
// needing it fetches; wasm-opt strips their `producers` and `target_features` sections
// (index.html), which were half of a small chunk.
const PLACE_BUDGETS_KB = {
  puzzles: 67, learn: 55, my_games: 23, rules: 8, settings: 12, new_game: 32, setup: 23, review_and_share: 25.5,
};
/** The largest function body allowed in the main wasm, in bytes. */
const FUNCTION_BUDGET_BYTES = 16_000;

/** The size of a file of dist/ after `gzip -9` (GNU gzip, as the budget is defined), in KB. */
function gzippedKb(name) {
  return execFileSync('gzip', ['-9c', join(distDir, name)], { maxBuffer: 1 << 26 }).length / 1000;
}

/** dist/'s files, split into the first load, the places and the worker by their names. */
async function downloadParts() {
  const names = await readdir(distDir);
  const worker = names.filter((n) => /^worker.*\.(wasm|js)$/.test(n));
  const loader = loaderName(names);
  const main = names.filter((n) => /^breakthru-[0-9a-f]+(_bg\.wasm|\.js)$/.test(n) || /\.css$/.test(n) || n === loader);
  const places = placeFiles(await readFile(join(distDir, loader), 'utf8'));
  return { main, worker, places };
}

const sum = (names) => names.map(gzippedKb).reduce((a, b) => a + b, 0);

test('the first load, each place and the worker stay within their download budgets', async () => {
  const { main, worker, places } = await downloadParts();
  assert.ok(main.some((n) => n.endsWith('.wasm')) && main.some((n) => n.endsWith('.css')), `first load files: ${main}`);
  assert.ok(worker.some((n) => n.endsWith('.wasm')), `worker files: ${worker}`);
  const firstLoad = sum(main);
  const workerKb = sum(worker);
  const placeKb = [...places].map(([place, files]) => [place, sum(files), files]);
  const figures = [
    `first load ${firstLoad.toFixed(1)} KB (${main.join(', ')})`,
    `worker ${workerKb.toFixed(1)} KB (${worker.join(', ')})`,
    ...placeKb.map(([place, kb, files]) => `place ${place} ${kb.toFixed(1)} KB (${files.join(', ')})`),
  ].join('\n');
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(join(artifactsDir, 'download.txt'), `${figures}\n`);
  console.log(`download:\n${figures}`);
  assert.ok(firstLoad <= FIRST_LOAD_BUDGET_KB, `over the first-load budget of ${FIRST_LOAD_BUDGET_KB} KB: ${figures}`);
  assert.ok(workerKb <= WORKER_BUDGET_KB, `over the worker budget of ${WORKER_BUDGET_KB} KB: ${figures}`);
  assert.deepEqual([...places.keys()].sort(), Object.keys(PLACE_BUDGETS_KB).sort(), 'every split place has a budget');
  for (const [place, kb, files] of placeKb) {
    assert.ok(files.length > 0, `place ${place} fetches no module`);
    assert.ok(kb <= PLACE_BUDGETS_KB[place], `place ${place} over its budget of ${PLACE_BUDGETS_KB[place]} KB: ${figures}`);
  }
});

test('no function of the main wasm is over 16 KB of code', async () => {
  const wasm = (await readdir(distDir)).find((n) => /^breakthru-[0-9a-f]+_bg\.wasm$/.test(n));
  const functions = wasmFunctions(await readFile(join(distDir, wasm)));
  assert.ok(functions.length > 100, `${wasm} has only ${functions.length} functions`);
  const largest = [...functions].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  const said = largest.map((f) => `${f.name}: ${f.bytes} bytes`).join(', ');
  console.log(`largest functions of ${wasm}: ${said}`);
  assert.ok(largest[0].bytes <= FUNCTION_BUDGET_BYTES, `over ${FUNCTION_BUDGET_BYTES} bytes: ${said}`);
});
