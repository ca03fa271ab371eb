// Reads the places' loader (`__wasm_split-<hash>.js`, written by the wasm splitter and
// renamed by .ci/split-places.mjs): which wasm files each place loaded on its first visit
// fetches, its own module and the chunks it shares with other places.

/** The loader's file name among `names` (dist/'s files). */
export function loaderName(names) {
  const found = names.filter((n) => /^__wasm_split-[0-9a-f]+\.js$/.test(n));
  if (found.length !== 1) throw new Error(`expected one places' loader, found ${found}`);
  return found[0];
}

/** Map of place (the split's name in src/ui/app/lazy.rs) to the wasm files it fetches. */
export function placeFiles(loader) {
  const definitions = [...loader.matchAll(/^(?:export )?const (__chunk_\d+|__wasm_split_load_\w+) = /gm)];
  const own = new Map();
  const deps = new Map();
  definitions.forEach((m, i) => {
    const text = loader.slice(m.index, definitions[i + 1]?.index ?? loader.length);
    const file = text.match(/"\.\/([^"]+\.wasm)"/)?.[1];
    own.set(m[1], file ? [file] : []);
    const lists = [...text.matchAll(/\[([^\]]*)\]\)/g)];
    const list = lists.at(-1)?.[1] ?? '';
    deps.set(m[1], list.split(',').map((d) => d.trim()).filter(Boolean));
  });
  const places = new Map();
  for (const [name, needs] of deps) {
    const place = name.match(/^__wasm_split_load_(\w+)$/)?.[1];
    if (!place) continue;
    places.set(place, [...own.get(name), ...needs.flatMap((d) => own.get(d) ?? [])]);
  }
  return places;
}
