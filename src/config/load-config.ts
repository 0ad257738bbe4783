/**
 * Loads `site.config.ts` (or .js/.mjs) through esbuild, validates it against the schema and fills defaults.
 * Every problem is printed as `! path.to.field: what is wrong` under one headline.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { SitegenError } from '../errors.js';
import { compileConfig, type KeepCompiledConfig } from './compile-config.js';
import { runCommonJs } from './run-site-code.js';
import { findDocusaurusConfig } from './docusaurus/import-docusaurus-config.js';
import { loadDocusaurusSite } from './docusaurus/load-docusaurus-site.js';
import { configSchema, NAVBAR_TYPES, type ResolvedConfig } from './schema.js';

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export interface LoadConfigOptions {
  /** The site's folder. */
  root: string;
  /** An explicit config file (relative to `root` or absolute). */
  configFile?: string;
  /** Reuse a compiled config kept from an earlier build (see compile-config.ts). */
  cache?: KeepCompiledConfig;
}

/** Find, compile, import and validate the site config. */
export async function loadConfig({ root, configFile, cache }: LoadConfigOptions): Promise<ResolvedConfig> {
  const docusaurus =
    configFile || CONFIG_NAMES.some((n) => existsSync(path.join(root, n))) ? null : findDocusaurusConfig(root);
  if (docusaurus) return loadDocusaurusSite({ root, file: docusaurus });
  const file = findConfigFile(root, configFile);
  const raw = await importConfig(file, cache);
  return resolveConfig(raw, { root, configFile: file });
}

/** Validate a config object (already imported) and fill its defaults. */
export function resolveConfig(
  raw: unknown,
  { root, configFile }: { root: string; configFile: string | null },
): ResolvedConfig {
  const result = configSchema.safeParse(raw, { errorMap });
  const where = configFile ? path.relative(process.cwd(), configFile) || configFile : 'the config';
  if (!result.success) {
    const details = result.error.issues.map((i) => `! ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new SitegenError(`${where} has ${details.length} problem${details.length === 1 ? '' : 's'}`, {
      location: configFile ? { file: configFile } : undefined,
      details,
      hint: 'correct the fields listed above; the README lists every config field with an example.',
    });
  }
  return { ...result.data, root: path.resolve(root), configFile };
}

function findConfigFile(root: string, configFile?: string): string {
  if (configFile) {
    const abs = path.resolve(root, configFile);
    if (!existsSync(abs)) throw new SitegenError(`config file not found: ${abs}`, { hint: 'check the --config path.' });
    return abs;
  }
  for (const name of CONFIG_NAMES) {
    const abs = path.join(root, name);
    if (existsSync(abs)) return abs;
  }
  throw new SitegenError(`no site config in ${root}`, {
    hint: `create ${path.join(root, 'site.config.ts')} exporting defineConfig({ title, url }), or pass --root / --config.`,
  });
}

/**
 * Bundle the config with esbuild (TypeScript, imports of local files) into CommonJS and run it with the time limit
 * of site code. Packages stay `require` calls, answered from the site's node_modules.
 */
async function importConfig(file: string, cache?: KeepCompiledConfig): Promise<unknown> {
  const code = await compileConfig(file, cache);
  const name = path.basename(file);
  const exports = runCommonJs(code, {
    file,
    require: createRequire(file),
    doing: `loading ${name}`,
    failed: `${name} threw while loading`,
    hint: 'the config runs as a module; fix the error it throws.',
  }) as { __esModule?: boolean; default?: unknown; config?: unknown };
  // An ES module's `export default` (or `export const config`); a CommonJS config is its `module.exports`.
  return exports.__esModule ? (exports.default ?? exports.config) : exports;
}

/** Messages that say what to write instead. */
const errorMap: z.ZodErrorMap = (issue, ctx) => {
  if (issue.code === z.ZodIssueCode.invalid_union_discriminator) {
    return {
      message: `unknown navbar item type ${JSON.stringify((ctx.data as { type?: unknown } | undefined)?.type)}; use one of: ${NAVBAR_TYPES.join(', ')}`,
    };
  }
  if (issue.code === z.ZodIssueCode.unrecognized_keys) {
    return {
      message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}; remove it or check the spelling`,
    };
  }
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === 'undefined') {
    return { message: `required (expected ${issue.expected})` };
  }
  if (issue.code === z.ZodIssueCode.invalid_type) {
    return { message: `expected ${issue.expected}, got ${issue.received}` };
  }
  return { message: ctx.defaultError };
};
