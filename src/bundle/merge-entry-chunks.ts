/**
 * The page script as one file. esbuild moves the modules the main script shares with the chunks it loads on demand
 * (search, diagrams, islands, the structure previews) into chunks of their own, which the main script imports: on
 * the framework site's docs page that was seven files before the page could run, each compressed on its own, ~0.9 KB
 * gzip more than the same code in one file, and six more requests. This joins the main script and the chunks it
 * imports into one file, which also exports what those chunks exported, and points the on-demand chunks at it: a
 * module still runs once, from one file (the lifecycle's list of page-load callbacks is one list).
 *
 * The joined script loads the on-demand chunks by name and they import it by name, so the names cannot each be a
 * digest of a file's own text: the main script's name is a digest of its text and of every file that changed with
 * it, and each of those is named by its text with the main script's name in it. Any edit to one renames them all.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type * as esbuildTypes from 'esbuild';
import { init, parse } from 'es-module-lexer';
import * as esbuild from '../lazy-esbuild.js';

type Metafile = esbuildTypes.Metafile;

/** One output of the client bundle: its path and text. */
export interface ScriptOutput {
  path: string;
  text: string;
}

/** What esbuild made: its files, and the metafile that says how they import each other. */
export interface SplitScripts {
  outputFiles: ScriptOutput[];
  metafile: Metafile;
}

/** How the files are compiled again: as esbuild compiled them. */
export interface RecompileOptions {
  minify: boolean;
  target: string;
  /** The folder the metafile's paths are relative to. */
  workingDir: string;
}

/** Where the on-demand chunks import the joined script from, until its name is known. */
const JOINED = './sitegen-joined-main.js';

/**
 * `scripts` with the main script (the output whose name starts with `main.`) and the chunks it imports joined into
 * one file; the files that imported those chunks import it instead. Renamed files keep their metafile entries under
 * their new paths. Unchanged when the main script imports no chunk.
 */
export async function mergeEntryChunks(scripts: SplitScripts, options: RecompileOptions): Promise<SplitScripts> {
  const { outputFiles, metafile } = scripts;
  const rel = (file: string) => path.relative(options.workingDir, file);
  const byRel = new Map(outputFiles.map((f) => [rel(f.path), f]));
  const mainRel = [...byRel.keys()].find((file) => path.basename(file).startsWith('main.') && file.endsWith('.js'));
  if (!mainRel) return scripts;
  const joined = staticClosure(metafile, mainRel);
  // A chunk some file also loads on demand must stay a file of its own, with its own exports: left as esbuild made it.
  const onDemand = loadedOnDemand(metafile);
  if (joined.length === 0 || joined.some((file) => onDemand.has(file))) return scripts;
  const exported = exportNames(metafile, joined);
  const importers = [...byRel.keys()].filter(
    (file) => file !== mainRel && !joined.includes(file) && staticImports(metafile, file).some((i) => exported.has(i)),
  );
  const texts = new Map(outputFiles.map((f) => [rel(f.path), f.text]));
  texts.set(mainRel, await joinMain({ mainRel, joined, exported, texts }, options));
  for (const [file, text] of await pointAtJoined(importers, exported, texts, options)) texts.set(file, text);
  for (const file of joined) texts.delete(file);
  const renamed = newNames(mainRel, importers, texts);
  const rename = (text: string) => replaceNames(text, renamed);
  const files = [...texts].map(([file, text]) => {
    const to = renamed.get(path.basename(file));
    const out = to ? path.join(path.dirname(file), to) : file;
    return { path: path.join(options.workingDir, out), text: rename(text) };
  });
  return { outputFiles: files, metafile: renamedMetafile(metafile, renamed, joined) };
}

/** The chunks `file` imports (not loads on demand), and theirs, in the order first met. */
function staticClosure(metafile: Metafile, file: string): string[] {
  const seen: string[] = [];
  const visit = (from: string) => {
    for (const to of staticImports(metafile, from))
      if (!seen.includes(to)) {
        seen.push(to);
        visit(to);
      }
  };
  visit(file);
  return seen;
}

function loadedOnDemand(metafile: Metafile): Set<string> {
  const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
  return new Set(imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
}

function staticImports(metafile: Metafile, file: string): string[] {
  return (metafile.outputs[file]?.imports ?? [])
    .filter((i) => i.kind === 'import-statement' && !i.external && metafile.outputs[i.path])
    .map((i) => i.path);
}

/** Each joined chunk -> its exports, each with the name the joined script exports it by (`c0_a`). */
function exportNames(metafile: Metafile, joined: string[]): Map<string, Map<string, string>> {
  return new Map(
    joined.map((file, n) => [file, new Map(metafile.outputs[file].exports.map((name) => [name, `c${n}_${name}`]))]),
  );
}

/** The main script with the chunks it imports compiled in, exporting what they exported. */
async function joinMain(
  {
    mainRel,
    joined,
    exported,
    texts,
  }: { mainRel: string; joined: string[]; exported: Map<string, Map<string, string>>; texts: Map<string, string> },
  options: RecompileOptions,
): Promise<string> {
  const reexports = joined
    .filter((file) => exported.get(file)!.size > 0)
    .map((file) => {
      const names = [...exported.get(file)!].map(([name, as]) => `${name} as ${as}`);
      return `export{${names.join(',')}}from${JSON.stringify(`./${path.basename(file)}`)};`;
    });
  const entry = `${texts.get(mainRel)}\n${reexports.join('')}`;
  const dir = path.dirname(mainRel);
  const [text] = await recompile([mainRel], options, (file) => (file === mainRel ? entry : undefined), {
    resolve: (spec) => {
      const file = path.join(dir, spec);
      return spec.startsWith('./') && joined.includes(file) ? { path: file, text: texts.get(file)! } : undefined;
    },
  });
  return text;
}

/**
 * The files that imported joined chunks, importing the joined script instead (through `JOINED`). esbuild writes a
 * chunk's imports of another as `import{a as b,c}from"./chunk.X.js"` or `import"./chunk.X.js"`: those are rewritten
 * in place (the rest of the file stays as esbuild compiled it); a file with any other form is compiled again.
 */
async function pointAtJoined(
  importers: string[],
  exported: Map<string, Map<string, string>>,
  texts: Map<string, string>,
  options: RecompileOptions,
): Promise<Map<string, string>> {
  await init();
  const made = new Map<string, string>();
  for (const file of importers) {
    const rewritten = rewriteImports(file, texts.get(file)!, exported);
    if (rewritten !== null) made.set(file, rewritten);
  }
  const left = importers.filter((file) => !made.has(file));
  if (left.length === 0) return made;
  const compiled = await recompile(left, options, (file) => texts.get(file), {
    resolve: (spec, importer) => {
      const file = path.join(path.dirname(importer), spec);
      const names = spec.startsWith('./') ? exported.get(file) : undefined;
      if (!names) return undefined;
      // Imported even for no name: the joined script runs first, as the chunk did.
      const list = [...names].map(([name, as]) => `${as} as ${name}`).join(',');
      const reexport = list ? `export{${list}}from${JSON.stringify(JOINED)};` : '';
      return { path: `${file}#joined`, text: `import${JSON.stringify(JOINED)};${reexport}` };
    },
  });
  left.forEach((file, i) => made.set(file, compiled[i]));
  return made;
}

/**
 * `text` of `file` with each static import of a joined chunk made an import of the joined script, its names the
 * joined script's; null when an import of a joined chunk has another form than esbuild's two.
 */
function rewriteImports(file: string, text: string, exported: Map<string, Map<string, string>>): string | null {
  const [imports] = parse(text);
  let out = '';
  let from = 0;
  for (const found of imports) {
    const names =
      found.type === 'static' && found.specifier.startsWith('./')
        ? exported.get(path.join(path.dirname(file), found.specifier))
        : undefined;
    if (!names) continue;
    const clause = text.slice(found.importStart, found.start - 1);
    const list = /^import\s*\{([^}]*)\}\s*from\s*$/.exec(clause)?.[1];
    if (list === undefined && !/^import\s*$/.test(clause)) return null;
    const renamed = list === undefined ? '' : joinedNames(list, names);
    if (renamed === null) return null;
    out += text.slice(from, found.importStart) + `import${renamed}${JSON.stringify(JOINED)}`;
    from = found.importEnd;
  }
  return out + text.slice(from);
}

/** `{a as b,c}from` for the names `list` imports (`a as b, c`), as the joined script exports them; null if unknown. */
function joinedNames(list: string, names: Map<string, string>): string | null {
  const parts: string[] = [];
  for (const item of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [, name, local = name] = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(item) ?? [];
    const joined = name && names.get(name);
    if (!joined) return null;
    parts.push(`${joined} as ${local}`);
  }
  return `{${parts.join(',')}}from`;
}

/**
 * Compile `entries` (their texts from `textOf`) as esbuild compiled them the first time, each file on its own:
 * what `resolve` answers is compiled in, every other import stays as written.
 */
async function recompile(
  entries: string[],
  options: RecompileOptions,
  textOf: (file: string) => string | undefined,
  { resolve }: { resolve: (spec: string, importer: string) => { path: string; text: string } | undefined },
): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: entries.map((file) => ({ in: file, out: String(entries.indexOf(file)) })),
    bundle: true,
    write: false,
    format: 'esm',
    minify: options.minify,
    target: options.target,
    supported: { 'top-level-await': true },
    legalComments: 'none',
    logLevel: 'silent',
    outdir: 'joined',
    plugins: [
      {
        name: 'sitegen-joined-chunks',
        setup(build) {
          const loaded = new Map<string, string>();
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return { path: args.path, namespace: 'chunk' };
            const found = resolve(args.path, args.importer);
            if (!found) return { path: args.path, external: true };
            loaded.set(found.path, found.text);
            return { path: found.path, namespace: 'chunk' };
          });
          build.onLoad({ filter: /.*/, namespace: 'chunk' }, (args) => ({
            contents: loaded.get(args.path) ?? textOf(args.path) ?? '',
            loader: 'js',
          }));
        },
      },
    ],
  });
  const byName = new Map(result.outputFiles.map((f) => [path.basename(f.path, '.js'), f.text]));
  return entries.map((_, i) => byName.get(String(i))!);
}

/**
 * New names for the files that changed, by file name: the main script's from its text and theirs; then each file
 * that changed (those that import it, and any that names a renamed file) from its text with the new names in it.
 */
function newNames(mainRel: string, importers: string[], texts: Map<string, string>): Map<string, string> {
  const changed = new Set([mainRel, ...importers]);
  // A file that names a changed file (loads it on demand) changes with it.
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, text] of texts)
      if (!changed.has(file) && [...changed].some((c) => text.includes(path.basename(c)))) {
        changed.add(file);
        grew = true;
      }
  }
  const files = [...changed].sort();
  const mainName = withHash(mainRel, digest(files.map((file) => `${file}\0${texts.get(file)}`).join('\0')));
  const renamed = new Map([[path.basename(mainRel), mainName]]);
  const withMain = (text: string) => text.replaceAll(JOINED, `./${mainName}`);
  for (const file of files)
    if (file !== mainRel)
      renamed.set(path.basename(file), withHash(file, digest(`${mainName}\0${withMain(texts.get(file)!)}`)));
  renamed.set(JOINED.slice(2), mainName);
  return renamed;
}

/** `main.ABCD1234.js` with another hash: the name's last dotted part before `.js`. */
function withHash(file: string, hash: string): string {
  return path.basename(file).replace(/\.[^.]+\.js$/, `.${hash}.js`);
}

/** Eight characters of esbuild's alphabet (upper-case base32), as its own names have. */
function digest(text: string): string {
  const bytes = createHash('sha256').update(text).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return Array.from(bytes.subarray(0, 8), (b) => alphabet[b & 31]).join('');
}

/** `text` with every file named in `renamed` by its new name (they are whole names: a hash never recurs). */
function replaceNames(text: string, renamed: Map<string, string>): string {
  let out = text;
  for (const [from, to] of renamed) out = out.replaceAll(from, to);
  return out;
}

/** The metafile under the new names, without the joined chunks (their exports are the main script's now). */
function renamedMetafile(metafile: Metafile, renamed: Map<string, string>, joined: string[]): Metafile {
  const outputs: Metafile['outputs'] = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (joined.includes(file)) continue;
    const to = renamed.get(path.basename(file));
    outputs[to ? path.join(path.dirname(file), to) : file] = output;
  }
  return { ...metafile, outputs };
}
