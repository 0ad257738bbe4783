/** Global data files: every `*.json` in the data folder, by file name without extension. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.js';
import { validateReleases } from './validate-releases.js';
import { jsonErrorLine, SitegenError } from '../errors.js';
import { withoutLinksOutOfSite } from '../content/site-paths.js';
import type { BuildWarning } from '../types.js';

/**
 * Read and parse the data folder. A JSON syntax error names the file and line. A symlink out of the site is not
 * read (it would put any file of the machine into the pages): it is skipped with a warning in `warnings`.
 */
export async function loadData(config: ResolvedConfig, warnings?: BuildWarning[]): Promise<Record<string, unknown>> {
  const dir = path.join(config.root, config.paths.data);
  if (!existsSync(dir)) return {};
  const names = withoutLinksOutOfSite(config.root, dir, (await fg('*.json', { cwd: dir })).sort(), warnings);
  const data: Record<string, unknown> = {};
  for (const name of names) {
    const file = path.join(dir, name);
    const text = await readFile(file, 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(text.replace(/^\uFEFF/, '')); // a byte order mark is not JSON, but editors write one
    } catch (error) {
      const line = jsonErrorLine(text, error);
      throw new SitegenError(`${name} is not valid JSON: ${(error as Error).message}`, {
        location: { file, line, source: text },
        hint: 'check for a trailing comma or a missing quote near the line shown.',
      });
    }
    const key = name.replace(/\.json$/, '');
    // Release data is read by the home and playground pages: check it here, where the file is known.
    data[key] = key === 'releases' ? validateReleases(value, { file, source: text }) : value;
  }
  return data;
}
