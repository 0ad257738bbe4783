/**
 * `require(`@site/static/${image}`)` in a Docusaurus site's code (Detox's showcase cards): webpack makes the path a
 * context module, every file below `static/` that the template can name, and picks one when the code runs. esbuild
 * makes no context of a path that does not start with `./` or `../` and leaves the call to fail in the browser
 * ("Dynamic require ... is not supported"). Here each such call becomes a lookup in a table of the files below its
 * folder that the page bundle loads as URLs (images, media, documents: `loadable`), each required by its own path;
 * a name with no file throws webpack's "Cannot find module".
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** `require(` then a template literal that starts with `@site/` and holds one `${expression}`. */
const SITE_CONTEXT = /\brequire\(\s*`@site\/([^`$]*)\$\{([^`}]*)\}([^`$]*)`\s*\)/g;

/** `code` with each `require` of a `@site/` template made a table lookup (see the file comment). */
export function withSiteContexts(
  code: string,
  { root, file, loadable }: { root: string; file: string; loadable: RegExp },
): string {
  if (!code.includes('`@site/')) return code;
  const tables: string[] = [];
  const out = code.replace(SITE_CONTEXT, (_call, prefix: string, expression: string, suffix: string) => {
    const name = `__sitegenSiteContext${tables.length}`;
    tables.push(contextTable(name, { root, file, prefix, suffix, loadable }));
    return `${name}(${expression})`;
  });
  // Function declarations: hoisted, so the table serves calls above it, wherever the code is a module of either kind.
  return tables.length ? `${out}\n${tables.join('\n')}\n` : code;
}

/** The lookup function `name`: each loadable file below `prefix`'s folder whose name the template can make. */
function contextTable(
  name: string,
  {
    root,
    file,
    prefix,
    suffix,
    loadable,
  }: { root: string; file: string; prefix: string; suffix: string; loadable: RegExp },
): string {
  const folder = path.join(root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
  const start = prefix.slice(prefix.lastIndexOf('/') + 1);
  const cases = filesBelow(folder)
    .map((full) => path.relative(folder, full).split(path.sep).join('/'))
    .filter((rel) => rel.startsWith(start) && rel.endsWith(suffix) && loadable.test(rel))
    .map((rel) => {
      const key = rel.slice(start.length, rel.length - suffix.length);
      const target = path.relative(path.dirname(file), path.join(folder, rel)).split(path.sep).join('/');
      return `case ${JSON.stringify(key)}: return require(${JSON.stringify(target.startsWith('.') ? target : `./${target}`)});`;
    });
  const missing = `throw new Error("Cannot find module '@site/${prefix}" + key + ${JSON.stringify(`${suffix}'`)});`;
  return `function ${name}(key) { switch (key) { ${cases.join(' ')} default: ${missing} } }`;
}

function filesBelow(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
  } catch {
    return [];
  }
}
