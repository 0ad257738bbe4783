/**
 * `docusaurus2-dotenv`, as Docusaurus runs it: the plugin adds dotenv-webpack to the site's bundles, which replaces
 * each `process.env.NAME` in the site's code with the value `.env` gives NAME (`systemvars`: or the environment's,
 * which wins), so a page may read a key or an id that is not in the repository. sitegen's bundles of site code
 * (pages, islands, Markdown modules, client modules) take the same values as esbuild `define`s.
 *
 * Options read as dotenv-webpack reads them: `path` (default `./.env`), `defaults` (`true`: `./.env.defaults`; a
 * path), `systemvars`, `prefix` (default `process.env.`), `silent` (no warning for a missing file). Others
 * (`safe`, `expand`, ...) are named in the config's warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** The plugin's package name, as configs name it. */
export const DOTENV_PLUGIN = 'docusaurus2-dotenv';

const READ = new Set(['path', 'defaults', 'systemvars', 'prefix', 'silent']);

/** What the plugin gives the site's bundles: `define`s, and notes for the config's warning. */
export interface DotenvDefines {
  define: Record<string, string>;
  notes: string[];
}

/** The `define`s of `options` (the plugin entry's options) for the site in `root`. */
export function dotenvDefines(options: Record<string, unknown>, root: string): DotenvDefines {
  const notes: string[] = [];
  const values: Record<string, string> = {};
  const read = (option: string, file: string, required: boolean) => {
    const absolute = path.resolve(root, file);
    if (!existsSync(absolute)) {
      if (required && options.silent !== true)
        notes.push(`plugins: ${DOTENV_PLUGIN}: ${option} ${file} does not exist, so its values are not defined`);
      return;
    }
    Object.assign(values, parseEnv(readFileSync(absolute, 'utf8')));
  };
  if (options.defaults)
    read('defaults', options.defaults === true ? './.env.defaults' : String(options.defaults), true);
  read('path', typeof options.path === 'string' ? options.path : './.env', true);
  if (options.systemvars === true) Object.assign(values, process.env);
  for (const key of Object.keys(options))
    if (!READ.has(key) && options[key] !== undefined && options[key] !== false)
      notes.push(`plugins: ${DOTENV_PLUGIN}: option ${key} is not supported`);
  const prefix = typeof options.prefix === 'string' ? options.prefix : 'process.env.';
  const define: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    // A name esbuild cannot take as an identifier (a system variable such as `npm_config_user-agent`) is one no
    // code can read as `process.env.NAME` either.
    if (value !== undefined && /^[A-Za-z_$][\w$]*$/.test(name)) define[`${prefix}${name}`] = JSON.stringify(value);
  return { define, notes };
}
