// Reads a wasm module's code section: the size of each function's body, and the names the
// name section gives them (where the build kept one). Used by download-budget.test.mjs.

/** Reads an unsigned LEB128 number at `at`; returns [value, next offset]. */
function uleb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, at];
    shift += 7;
  }
}

/** A length-prefixed UTF-8 name at `at`; returns [name, next offset]. */
function name(bytes, at) {
  const [length, start] = uleb(bytes, at);
  return [new TextDecoder().decode(bytes.subarray(start, start + length)), start + length];
}

/** The function names of a `name` custom section's payload, by function index. */
function functionNames(bytes, start, end) {
  const names = new Map();
  let at = start;
  while (at < end) {
    const id = bytes[at];
    const [size, body] = uleb(bytes, at + 1);
    if (id === 1) {
      let [count, entry] = uleb(bytes, body);
      for (; count > 0; count--) {
        let index;
        [index, entry] = uleb(bytes, entry);
        let label;
        [label, entry] = name(bytes, entry);
        names.set(index, label);
      }
    }
    at = body + size;
  }
  return names;
}

/**
 * Every function defined in the module: { index, bytes, name }, its index counting the
 * imported functions first, as the name section does.
 */
export function wasmFunctions(bytes) {
  if (bytes.readUInt32LE(0) !== 0x6d736100) throw new Error('not a wasm module');
  let imported = 0;
  const bodies = [];
  let names = new Map();
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = uleb(bytes, at + 1);
    const end = start + size;
    if (id === 2) {
      let [count, entry] = uleb(bytes, start);
      for (; count > 0; count--) {
        [, entry] = name(bytes, entry);
        [, entry] = name(bytes, entry);
        const kind = bytes[entry++];
        if (kind === 0) imported++;
        // Skip the import's description: a type index, a table, a memory or a global type.
        if (kind === 0) [, entry] = uleb(bytes, entry);
        else if (kind === 1) entry = limits(bytes, entry + 1);
        else if (kind === 2) entry = limits(bytes, entry);
        else if (kind === 3) entry += 2;
        else [, entry] = uleb(bytes, entry + 1);
      }
    } else if (id === 10) {
      let [count, entry] = uleb(bytes, start);
      for (; count > 0; count--) {
        const [length, body] = uleb(bytes, entry);
        bodies.push(length);
        entry = body + length;
      }
    } else if (id === 0) {
      const [section, payload] = name(bytes, start);
      if (section === 'name') names = functionNames(bytes, payload, end);
    }
    at = end;
  }
  return bodies.map((length, i) => {
    const index = imported + i;
    return { index, bytes: length, name: names.get(index) ?? `function ${index}` };
  });
}

/** Skips a table's or memory's limits (flags, minimum, maximum if flagged). */
function limits(bytes, at) {
  const flags = bytes[at];
  let [, next] = uleb(bytes, at + 1);
  if (flags & 1) [, next] = uleb(bytes, next);
  return next;
}
