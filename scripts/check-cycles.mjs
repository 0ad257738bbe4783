/**
 * `npm run lint` (after ESLint): no import cycles between the folders of `src/`. ESLint's `import-x/no-cycle`
 * sees file cycles; this sees the stages: `blog/` importing `routes/` while `routes/` imports `blog/` is a cycle
 * even when no single file loops. Type-only imports count too, since they say which stage knows which.
 * Prints each cycle with the imports that close it; exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = 'src';
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every .ts / .tsx / .mjs file below `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** `render` for src/render/x.ts; files at the top of src/ are their own node (they are the shared layer). */
function folderOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.\w+$/, '');
}

/** folder -> folder -> the imports that make the edge, as `file -> specifier`. */
function folderGraph(files) {
  const graph = new Map();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = path.join(path.dirname(file), spec);
      if (!target.startsWith(SRC + path.sep)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${file} -> ${spec}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan). */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = stack.splice(stack.indexOf(v));
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const graph = folderGraph(sourceFiles(SRC));
const found = cycles(graph);
for (const component of found) {
  console.error(`import cycle between the folders ${component.map((f) => `src/${f}/`).join(', ')}:`);
  for (const from of component) {
    for (const [to, imports] of graph.get(from)) if (component.includes(to)) console.error(`  ${imports.join('\n  ')}`);
  }
}
if (found.length) {
  console.error(
    `${found.length} folder cycle${found.length === 1 ? '' : 's'} in src/: move the shared piece down a layer`,
  );
  process.exit(1);
}
