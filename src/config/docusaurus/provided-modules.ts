/**
 * webpack's ProvidePlugin (`new ProvidePlugin({ process: 'process/browser', Buffer: ['buffer', 'Buffer'] })`, how
 * Docusaurus sites give webpack 5 bundles Node's globals): each free name the site's code reads is the module's
 * export. esbuild does the same with an `inject` file whose exports are those names; `require()` in it gives what
 * webpack gives (a CommonJS module's `module.exports`, an ES module's namespace).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Write the inject file for `provide` into `dir` (the site's generated files); none when nothing is provided. */
export async function providedModulesFile(provide: Record<string, string[]>, dir: string): Promise<string | undefined> {
  const names = Object.keys(provide);
  if (names.length === 0) return undefined;
  const lines = names.map((name) => {
    const [request, ...keys] = provide[name];
    const member = keys.map((key) => `[${JSON.stringify(key)}]`).join('');
    return `export const ${name} = require(${JSON.stringify(request)})${member};\n`;
  });
  const file = path.join(dir, 'provided-modules.js');
  await mkdir(dir, { recursive: true });
  await writeFile(file, lines.join(''));
  return file;
}
