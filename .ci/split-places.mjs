// The places loaded on their first visit (src/ui/app/lazy.rs), for the post-build hook: the
// wasm splitter (run by .ci/wasm-link when the main wasm is linked) left their modules and
// their loader `__wasm_split.js` in cargo's output folder. This copies them into the staged
// build, each optimised by wasm-opt and named by its content's hash, and points the loader at
// the main glue (and the glue at the loader).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const LOADER = '__wasm_split.js';

/**
 * The folder where .ci/wasm-link put the split modules of the main binary, and the wasm-opt
 * arguments index.html gives the main wasm.
 */
async function mainBuild(source) {
  const html = await readFile(process.env.TRUNK_HTML_FILE ?? join(source, 'index.html'), 'utf8');
  const main = html.match(/<link[^>]*data-bin="breakthru"[^>]*>/)?.[0] ?? '';
  const attribute = (name) => main.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const profile = attribute('data-cargo-profile') ?? (process.env.TRUNK_PROFILE === 'release' ? 'release' : 'debug');
  const target = process.env.CARGO_TARGET_DIR ?? join(source, 'target');
  const wasmOptArgs = [`-O${attribute('data-wasm-opt') ?? 'z'}`, ...(attribute('data-wasm-opt-params') ?? '').split(' ').filter(Boolean)];
  return { dir: join(target, 'wasm32-unknown-unknown', profile, 'deps', 'split'), wasmOptArgs };
}

const shortHash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** `name.ext` with the hash of `data`: `name-<hash>.ext`. */
function hashed(name, data) {
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}-${shortHash(data)}${name.slice(dot)}`;
}

/**
 * Adds the split modules to the staged build, optimised as index.html has the main wasm
 * optimised. `mainGlue` is the main glue's file name, `mainWasm` its wasm's. Returns the
 * loader's new name.
 */
export async function addSplitModules({ source, staging, mainGlue, mainWasm }) {
  const { dir, wasmOptArgs } = await mainBuild(source);
  const names = await readdir(dir).catch(() => {
    throw new Error(`finish-dist: no split modules in ${dir}: is .ci/wasm-link the wasm linker (source .ci/install)?`);
  });
  let loader = await readFile(join(dir, LOADER), 'utf8');
  const wasm = await readFile(join(staging, mainWasm));
  const mainImports = new Set(wasm.toString('latin1').match(/__wasm_split_load_\w+/g) ?? []);
  const loaderExports = new Set([...loader.matchAll(/export const (__wasm_split_load_\w+)/g)].map((m) => m[1]));
  const same = mainImports.size === loaderExports.size && [...mainImports].every((n) => loaderExports.has(n));
  if (!same) {
    throw new Error(`finish-dist: the split modules in ${dir} (${[...loaderExports]}) are not this build's (${[...mainImports]})`);
  }
  for (const name of names.filter((n) => n.endsWith('.wasm'))) {
    const staged = join(staging, name);
    execFileSync('wasm-opt', [join(dir, name), `--output=${staged}`, ...wasmOptArgs]);
    const data = await readFile(staged);
    const final = hashed(name, data);
    await writeFile(join(staging, final), data);
    await rm(staged);
    loader = loader.replaceAll(`"./${name}"`, `"./${final}"`);
  }
  loader = loader.replace(/from "\.\/breakthru\.js";/, `from "./${mainGlue}";`);
  const loaderName = hashed(LOADER, loader);
  await writeFile(join(staging, loaderName), loader);
  const gluePath = join(staging, mainGlue);
  // Only the import statements (one per part): the wasm's imports stay keyed by the name it was linked with.
  const glue = (await readFile(gluePath, 'utf8')).replace(/from (["'])\.\/__wasm_split\.js\1/g, `from "./${loaderName}"`);
  if (!glue.includes(loaderName)) throw new Error(`finish-dist: the main glue does not import ${LOADER}`);
  await writeFile(gluePath, glue);
  return loaderName;
}
