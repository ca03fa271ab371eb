// Run by .ci/wasm-link after the wasm splitter: the places' modules share the main module's
// function table, which the loader (__wasm_split.js) takes from its export
// `__indirect_function_table`. wasm-bindgen removes that export (it keeps it only with
// `--keep-lld-exports`, which Trunk cannot pass), so the export gets a name of the same length
// that wasm-bindgen keeps, and the loader reads that name.
// Usage: node keep-table.mjs MAIN.wasm LOADER.js
import { readFile, writeFile } from 'node:fs/promises';

const LLD_NAME = '__indirect_function_table';
export const KEPT_NAME = '__wasm_split_func_table__';
if (KEPT_NAME.length !== LLD_NAME.length) throw new Error('keep-table: the names must be as long');

/** Reads an unsigned LEB128 number at `at`; returns [value, next offset]. */
function uleb(bytes, at) {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, at];
  }
}

/** The start and end of the export section (id 7). */
function exportSection(bytes) {
  for (let at = 8; at < bytes.length;) {
    const [size, start] = uleb(bytes, at + 1);
    if (bytes[at] === 7) return [start, start + size];
    at = start + size;
  }
  throw new Error('keep-table: the main module has no export section');
}

const [wasmPath, loaderPath] = process.argv.slice(2);
const wasm = await readFile(wasmPath);
const [start, end] = exportSection(wasm);
const exports = wasm.subarray(start, end);
const wanted = Buffer.concat([Buffer.from([LLD_NAME.length]), Buffer.from(LLD_NAME)]);
const at = exports.indexOf(wanted);
if (at < 0 || exports.indexOf(wanted, at + 1) >= 0) {
  throw new Error(`keep-table: ${wasmPath} does not export ${LLD_NAME} exactly once`);
}
Buffer.from(KEPT_NAME).copy(exports, at + 1);
await writeFile(wasmPath, wasm);

const loader = await readFile(loaderPath, 'utf8');
const read = `const { ${LLD_NAME},`;
if (!loader.includes(read)) throw new Error(`keep-table: ${loaderPath} does not read ${LLD_NAME} as expected`);
await writeFile(loaderPath, loader.replace(read, `const { ${KEPT_NAME}: ${LLD_NAME},`));
