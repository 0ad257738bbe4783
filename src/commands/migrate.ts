/**
 * `sitegen migrate`: writes the `site.config.ts` equivalent to the folder's `docusaurus.config.*`, for sites that
 * want to leave the Docusaurus config behind. The settings sitegen does not honour are listed in a comment at
 * the top, so nothing is dropped silently. An existing site.config.* is never overwritten.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importDocusaurusConfig, findDocusaurusConfig } from '../config/docusaurus/import-docusaurus-config.js';
import { DOTENV_PLUGIN } from '../config/docusaurus/dotenv-plugin.js';
import { foldClassicParts } from '../config/docusaurus/classic-parts.js';
import { mapDocusaurusConfig, pluginLabel } from '../config/docusaurus/map-docusaurus-config.js';
import { isLocalPluginPath, linkedPluginFile } from '../config/docusaurus/load-plugins.js';
import { inSiteFolder } from '../config/run-site-code.js';
import { SitegenError, formatError } from '../errors.js';
import { createLogger, type Logger } from '../logger.js';
import { pageFilesIn } from '../pages/bundle-page-modules.js';
import type { UserConfig } from '../config/schema.js';

/** Write `<root>/site.config.ts` from the Docusaurus config; returns its path and the ignored settings. */
export async function migrate({ root }: { root: string }): Promise<{ file: string; ignored: string[] }> {
  const source = findDocusaurusConfig(root);
  if (!source)
    throw new SitegenError(`no docusaurus.config.{js,mjs,ts} in ${root}`, {
      hint: 'run sitegen migrate in the folder of a Docusaurus site, or pass --root.',
    });
  const file = path.join(root, 'site.config.ts');
  for (const name of ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs']) {
    if (existsSync(path.join(root, name)))
      throw new SitegenError(`${name} already exists in ${root}`, {
        hint: 'remove it first if you want it written again from the Docusaurus config.',
      });
  }
  // Run from the site's folder, as Docusaurus runs it (see inSiteFolder).
  const imported = await inSiteFolder(root, () => importDocusaurusConfig(source));
  const { missingPackages } = imported;
  const raw = foldClassicParts(imported.raw);
  const mapped = mapDocusaurusConfig(raw, { root });
  mapped.ignored.push(...onlyDocusaurusConfig(raw, root), ...withoutConverterFunctions(mapped.config));
  mapped.ignored.push(...(await reactPages(mapped.config, root)));
  // The head's tags, which site.config.ts takes in Docusaurus's shapes.
  for (const key of ['stylesheets', 'scripts', 'headTags'] as const)
    if (Array.isArray(raw[key]) && raw[key].length) Object.assign(mapped.config, { [key]: raw[key] });
  // Paths from the site's folder, as a hand-written config has them (the mapped ones are absolute).
  mapped.config.customCss = mapped.config.customCss?.map((f) => path.relative(root, f).split(path.sep).join('/'));
  mapped.ignored.push(...functionsIn(mapped.config));
  if (missingPackages.length)
    mapped.ignored.push(`packages that were not installed when this was written: ${missingPackages.join(', ')}`);
  await writeFile(file, configSource(path.basename(source), mapped.config, mapped.ignored));
  return { file, ignored: mapped.ignored };
}

/**
 * What sitegen honours only while it reads docusaurus.config.* itself: site.config.ts has no field for the
 * site's plugins or redirects.
 */
function onlyDocusaurusConfig(raw: Record<string, unknown>, root: string): string[] {
  const notes: string[] = [];
  for (const p of (raw.plugins as unknown[] | undefined) ?? []) {
    const first = Array.isArray(p) ? p[0] : p;
    const label = pluginLabel(p);
    if (
      typeof first === 'function' ||
      (typeof first === 'string' && (isLocalPluginPath(first) || linkedPluginFile(first, root)))
    )
      notes.push(`plugins: ${label} runs only when building from docusaurus.config.*`);
    else if (label.includes('plugin-client-redirects'))
      notes.push(`plugins: ${label}: its redirect pages are written only when building from docusaurus.config.*`);
    else if (label === DOTENV_PLUGIN)
      notes.push(`plugins: ${label}: process.env values are defined only when building from docusaurus.config.*`);
  }
  return notes;
}

/**
 * The React pages of the pages folder: written against Docusaurus's modules (`@theme/Layout`...), which sitegen
 * provides only to a site built from docusaurus.config.*; under site.config.ts, pages are sitegen's own
 * (`.tsx` and `.jsx`, with sitegen's theme).
 */
async function reactPages(config: UserConfig, root: string): Promise<string[]> {
  const folder = config.paths?.pages;
  if (!folder) return [];
  const files = await pageFilesIn(path.join(root, folder), true);
  if (!files.length) return [];
  return [
    `${folder}: the React pages ${files.join(', ')} are built only from docusaurus.config.*, which gives them Docusaurus's modules and the classic theme`,
  ];
}

/**
 * npm2yarn's `[label, (code) => string]` converters, taken out of `config` (JSON would write `[label, null]`,
 * which site.config.ts refuses); each is named instead.
 */
function withoutConverterFunctions(config: { markdown?: { npm2yarn?: { converters?: unknown[] } } }): string[] {
  const npm2yarn = config.markdown?.npm2yarn;
  if (!npm2yarn?.converters) return [];
  const functions = npm2yarn.converters.filter((c): c is [string, unknown] => Array.isArray(c));
  npm2yarn.converters = npm2yarn.converters.filter((c) => !Array.isArray(c));
  return functions.map(
    ([label]) =>
      `markdown.npm2yarn.converters: ${label} is a function; copy [${JSON.stringify(label)}, (code) => ...] from the Docusaurus config by hand`,
  );
}

/** Functions in the mapped config (an `editUrl` function): JSON cannot carry them, so each is named instead. */
function functionsIn(value: unknown, at = ''): string[] {
  if (typeof value === 'function') return [`${at}: a function; copy it from the Docusaurus config by hand`];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => functionsIn(v, at ? `${at}.${key}` : key));
}

function configSource(from: string, config: unknown, ignored: string[]): string {
  const notes = ignored.length ? ['', `// Not carried over from ${from}:`, ...ignored.map((l) => `//   - ${l}`)] : [];
  const body = JSON.stringify(config, (_k, v) => (v === undefined ? undefined : v), 2);
  return [
    `// Written by sitegen migrate from ${from}.`,
    ...notes,
    '',
    "import { defineConfig } from 'sitegen';",
    '',
    `export default defineConfig(${body});`,
    '',
  ].join('\n');
}

/** The subcommand's action; resolves to the exit code. */
export async function runMigrate(
  opts: { root: string; verbose?: boolean },
  logger: Logger = createLogger(),
): Promise<number> {
  const root = path.resolve(opts.root);
  try {
    const { file, ignored } = await migrate({ root });
    logger.info(
      `wrote ${path.relative(process.cwd(), file) || file}${ignored.length ? `; ${ignored.length} setting${ignored.length === 1 ? '' : 's'} not carried over are listed at its top` : ''}`,
    );
    return 0;
  } catch (error) {
    logger.error(formatError(error, { verbose: opts.verbose }));
    return 1;
  }
}
