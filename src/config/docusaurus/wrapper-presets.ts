/**
 * Presets that wrap the classic preset: Meta's sites (metro, relay, flow) name
 * `docusaurus-plugin-internaldocs-fb/docusaurus-preset`, which calls `@docusaurus/preset-classic` with the site's
 * options (its own taken out, remark plugins added) and adds a theme of its own. Such a preset is run as
 * Docusaurus runs it, with the classic preset replaced by a function that records the options it is given: those
 * become the site's classic options, and the plugins and themes the preset adds join the site's, where each is
 * honoured or named like one the config lists itself. A preset that cannot be run, or does not call the classic
 * preset, stays as it was written: the mapping names it as not supported.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { awaitSiteCode, runCommonJs, runSiteCode } from '../run-site-code.js';
import { bundleSiteCode } from './import-docusaurus-config.js';
import { obj } from './config-values.js';
import { isClassicPreset, packageFileLabel } from './map-docusaurus-config.js';
import { withDocusaurusDefaults } from './site-config-defaults.js';

type Obj = Record<string, unknown>;

const CLASSIC = '@docusaurus/preset-classic';

/** The config with each wrapper preset replaced by the classic preset it calls; `notes` name what is not honoured. */
export async function unwrapPresets(
  raw: Obj,
  { root, configFile, missing }: { root: string; configFile: string; missing: Set<string> },
): Promise<{ raw: Obj; notes: string[] }> {
  const entries = list(raw.presets);
  const notes: string[] = [];
  const presets: unknown[] = [];
  const plugins: unknown[] = [];
  const themes: unknown[] = [];
  let changed = false;
  for (const entry of entries) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const file = typeof name === 'string' && !isClassicPreset(name) ? installedFile(name, configFile) : undefined;
    if (typeof name === 'string' && !file && !isClassicPreset(name) && isPackageName(name)) {
      // Left out: a preset that is not there gives nothing, not even the classic options it would pass on.
      notes.push(
        `presets: ${name} is not installed, so sitegen reads none of its options (its docs, blog and pages among them): run npm install in the site's folder`,
      );
      changed = true;
      continue;
    }
    const run = file ? await runWrapper(file, obj(options), { raw, root, configFile, missing }) : undefined;
    if (file && run && 'failed' in run)
      notes.push(`presets: ${moduleLabel(file, root)} failed to run (${run.failed}), so sitegen reads none of it`);
    if (!file || !run || 'failed' in run) {
      presets.push(entry);
      continue;
    }
    changed = true;
    presets.push(['classic', run.classicOptions]);
    plugins.push(...run.plugins);
    themes.push(...run.themes);
    const own = Object.keys(obj(options))
      .filter((key) => !(key in run.classicOptions))
      .sort();
    if (own.length)
      notes.push(`presets: ${moduleLabel(file, root)}: ${own.join(', ')} are its own options, for what it adds`);
  }
  if (!changed) return { raw, notes };
  // Docusaurus puts the presets' plugins and themes before the config's own.
  return {
    raw: { ...raw, presets, plugins: [...plugins, ...list(raw.plugins)], themes: [...themes, ...list(raw.themes)] },
    notes,
  };
}

/** A package's module (`meta-preset/docusaurus-preset`), not a file's path. */
function isPackageName(id: string): boolean {
  return !/^(\.|\/|[A-Za-z]:)/.test(id);
}

/** The preset's file when it is installed (a path, or a package the config's folder resolves). */
function installedFile(name: string, configFile: string): string | undefined {
  try {
    return createRequire(configFile).resolve(name);
  } catch {
    return undefined;
  }
}

/**
 * Run the preset in `file` with `options`: what it gave the classic preset and what it added; undefined when it
 * does not call the classic preset, `failed` when it threw (either way it is then named as not supported).
 */
async function runWrapper(
  file: string,
  options: Obj,
  { raw, root, configFile, missing }: { raw: Obj; root: string; configFile: string; missing: Set<string> },
): Promise<{ classicOptions: Obj; plugins: unknown[]; themes: unknown[] } | { failed: string } | undefined> {
  let classicOptions: Obj | undefined;
  const recordClassic = (_context: unknown, given: unknown) => {
    classicOptions = obj(given);
    return { themes: [], plugins: [] };
  };
  const real = createRequire(file);
  const require = Object.assign((id: string) => (id === CLASSIC ? recordClassic : real(id)), real);
  const doing = `running the preset ${moduleLabel(file, root)}`;
  try {
    const code = await bundleSiteCode(file, missing, [CLASSIC]);
    const exports = runCommonJs(code, { file, require: require as NodeJS.Require, doing }) as Obj | null;
    const preset = typeof exports === 'function' ? exports : exports?.default;
    if (typeof preset !== 'function') return undefined;
    const result = obj(
      await awaitSiteCode(
        runSiteCode(() => preset(presetContext(raw, root, configFile), options), { file, doing }),
        { file, doing },
      ),
    );
    if (!classicOptions) return undefined;
    return { classicOptions, plugins: list(result.plugins), themes: list(result.themes) };
  } catch (error) {
    return { failed: (error as Error)?.message ?? String(error) };
  }
}

/** The `LoadContext` a preset is called with, as far as the config tells it (default locale). */
function presetContext(raw: Obj, root: string, configFile: string): Obj {
  const i18n = obj(raw.i18n);
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  return {
    siteDir: root,
    siteConfig: withDocusaurusDefaults({ ...raw, themeConfig: obj(raw.themeConfig) }),
    siteConfigPath: configFile,
    baseUrl: typeof raw.baseUrl === 'string' ? raw.baseUrl : '/',
    outDir: path.join(root, 'build'),
    generatedFilesDir: path.join(root, '.sitegen', 'generated'),
    i18n: { defaultLocale, locales: [defaultLocale], ...i18n, currentLocale: defaultLocale },
  };
}

/** A preset's file as a warning names it: from its package's folder in node_modules, else from the site. */
function moduleLabel(file: string, root: string): string {
  const label = packageFileLabel(file);
  return label === file ? path.relative(root, file).split(path.sep).join('/') : label;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
