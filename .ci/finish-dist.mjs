// Trunk post-build hook: finishes the staged dist/ of one build.
// - the places split off the main wasm are added (see split-places.mjs);
// - the wasm-bindgen JS glue is minified (Trunk minifies only its own HTML and CSS), and
//   index.html's integrity hash of the main glue follows;
// - the wasm's preload loses its `integrity`, which Chromium ignores there with a warning;
// - index.html's empty <body> gets the static first screen (see first-screen.mjs);
// - sw.js gets this build's id and the exact list of its files to precache;
// - index.html gets a strict Content-Security-Policy that allows Trunk's inline
//   loader script by its hash (no 'unsafe-inline', no eval; wasm by 'wasm-unsafe-eval').
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { firstScreen } from './first-screen.mjs';
import { addSplitModules } from './split-places.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is unset)');

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
  return nested.flat();
}

const hash = (algorithm, data) => createHash(algorithm).update(data).digest('base64');

// terser, pinned in tests/e2e/package.json and installed by .ci/install.
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
const { minify } = createRequire(join(source, 'tests/e2e/package.json'))('terser');

/** Minifies the script `name` in the staging folder; returns its new text. */
async function minifyScript(name, module) {
  const path = join(staging, name);
  const { code } = await minify(await readFile(path, 'utf8'), { module, compress: true, mangle: true });
  await writeFile(path, code);
  return code;
}

const stagedNames = await readdir(staging);
const mainGlue = stagedNames.find((name) => /^breakthru-[0-9a-f]+\.js$/.test(name));
if (!mainGlue) throw new Error(`finish-dist: no main glue among ${stagedNames.join(', ')}`);
const splitLoader = await addSplitModules({
  source,
  staging,
  mainGlue,
  mainWasm: mainGlue.replace(/\.js$/, '_bg.wasm'),
});
const mainCode = await minifyScript(mainGlue, true);
await minifyScript('worker.js', false);

// The Content-Security-Policy, with every inline script of index.html allowed by hash.
const indexPath = join(staging, 'index.html');
let index = await readFile(indexPath, 'utf8');
if (!/<body>\s*<\/body>/.test(index)) throw new Error('finish-dist: index.html has no empty <body> for the first screen');
index = index.replace(/<body>\s*<\/body>/, () => `<body>${firstScreen()}</body>`);
index = index.replace(new RegExp(`<link[^>]*/${mainGlue}[^>]*>`), (tag) =>
  tag.replace(/integrity=("?)sha384-[A-Za-z0-9+/=]+/, (_, quote) => `integrity=${quote}sha384-${hash('sha384', mainCode)}`));
// Chromium ignores `integrity` on a preload `as=fetch` (the wasm's) and warns about it on every
// load; the loader's own fetch of the wasm carries none.
index = index.replace(/(<link[^>]*\bas=("?)fetch\2[^>]*?)\s+integrity=("?)sha384-[A-Za-z0-9+/=]+\3/g, '$1');
// The glue imports the places' loader at once: fetched beside the glue, not after it.
index = index.replace(new RegExp(`<link[^>]*/${mainGlue}[^>]*>`), (tag) => {
  const href = tag.match(/href=("?)([^" >]*)\1/)[2].replace(mainGlue, splitLoader);
  return `${tag}\n    <link rel="modulepreload" href="${href}" crossorigin="anonymous">`;
});
const inlineScripts = [...index.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const scriptHashes = inlineScripts.map((body) => `'sha256-${hash('sha256', body)}'`).join(' ');
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
index = index.replace(/<meta charset=[^>]*>/, (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
await writeFile(indexPath, index);

// The AI worker's loader (Trunk's shim): a failed download of the worker's wasm is caught
// and told to the page as a `LoadFailed` line (src/worker/protocol/response_text.rs), instead of an uncaught error in the
// worker (which the page would log, and notice only when the watchdog's deadline passed).
const loaderPath = join(staging, 'worker_loader.js');
const loader = await readFile(loaderPath, 'utf8');
const shim = loader.match(/^importScripts\(("[^"]*")\);wasm_bindgen\(("[^"]*")\);?\s*$/);
if (!shim) throw new Error(`finish-dist: Trunk's worker loader changed: ${loader}`);
await writeFile(loaderPath, [
  "const loadFailed = (error) => postMessage('LoadFailed\\t' + error);",
  `try { importScripts(${shim[1]}); wasm_bindgen({ module_or_path: ${shim[2]} }).catch(loadFailed); } catch (error) { loadFailed(error); }`,
  '',
].join('\n'));

// The service worker: this build's files (sw.js itself excepted) and an id made from them.
const files = (await filesUnder(staging))
  .map((path) => relative(staging, path).split('\\').join('/'))
  .filter((name) => name !== 'sw.js')
  .sort();
const build = createHash('sha256');
for (const name of files) build.update(name).update(await readFile(join(staging, name)));
const swPath = join(staging, 'sw.js');
const sw = (await readFile(swPath, 'utf8'))
  .replace("const BUILD = 'dev';", `const BUILD = '${build.digest('hex').slice(0, 16)}';`)
  .replace('const FILES = [];', `const FILES = ${JSON.stringify(['./', ...files])};`);
await writeFile(swPath, sw);
console.log(`finish-dist: ${files.length} files precached, CSP with ${inlineScripts.length} inline script hash(es)`);
