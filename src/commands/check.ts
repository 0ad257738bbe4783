/**
 * `sitegen check`: build the site into memory (nothing is written) and report every link problem and duplicate
 * route, grouped by file, then one count line. Warnings never fail the run unless `--strict`. The link check
 * itself is the one `build` runs (src/check/check-links.ts), so both report the same problems.
 */
import path from 'node:path';
import { formatError, SitegenError } from '../errors.js';
import { createLogger, silentLogger } from '../logger.js';
import { CheckWriter } from '../output/writer.js';
import { countExternalLinks, type HostCount } from '../check/external-links.js';
import { formatWarnings, relativeFile, uniqueWarnings } from '../check/report-warnings.js';
import type { BuildWarning } from '../types.js';
import { build } from './build.js';

/** What `check` is asked to do. */
export interface CheckOptions {
  root: string;
  configFile?: string;
  locales?: string[];
  /** Patterns (regular expressions) not to report, on top of `linkCheck.ignore`. */
  ignore?: string[];
  /** Count external links by host. */
  external?: boolean;
  workers?: number;
  /** Use the build cache (the CLI's default; `--no-cache` turns it off). */
  cache?: boolean;
}

/**
 * The `--json` report. Version 1; fields are only ever added, never renamed or removed:
 * - `version`: 1.
 * - `summary.warnings`, `summary.files`: how many warnings, in how many files; `summary.byCode`: count per code.
 * - `warnings[]`: `code` (one of `WARNING_CODES`, src/types.ts), `file` (relative to
 *   the site root, `/` separators; output files such as `de/sitemap.xml` as written), `line` and `column`
 *   (1-based, or null), `message`, `link` (the link as written, or null).
 * - `links`: `checked`, how many links the check judged (each written link once, however many locales render it),
 *   and `byKind`: `markdown` (Markdown links), `image` (Markdown images), `html` (raw-HTML `<a href>` and
 *   `<img src>`), `fiddle` (embed buttons), `navbar`, `search` (the search button's fallback link), `footer`, `sidebar` (sidebar `link` items).
 * - `external` (only with `--external`): `links`, `hosts`, and `byHost[]` of `{ host, count }`, most linked first.
 * - `error` (only when the site does not build): `message`, `file`, `line`, `column`, `hint` (each null when unknown).
 */
export interface CheckReport {
  version: 1;
  summary: { warnings: number; files: number; byCode: Record<string, number> };
  warnings: ReportWarning[];
  links: { checked: number; byKind: Record<string, number> };
  external?: { links: number; hosts: number; byHost: HostCount[] };
  /** Only when the site does not build: what stopped it, and where (`file` relative to the site root). */
  error?: { message: string; file: string | null; line: number | null; column: number | null; hint: string | null };
}

/** One warning in the JSON report. */
export interface ReportWarning {
  code: BuildWarning['code'];
  file: string;
  line: number | null;
  column: number | null;
  message: string;
  link: string | null;
}

/** Build in memory and collect the report. Errors (a page that cannot be built) are thrown. */
export async function check(
  options: CheckOptions,
): Promise<{ report: CheckReport; warnings: BuildWarning[]; root: string }> {
  const result = await build({
    root: options.root,
    configFile: options.configFile,
    locales: options.locales,
    // Only the cache speaks (an unreadable cache file), on stderr: stdout carries the report.
    logger: options.cache ? { ...silentLogger, warn: createLogger({ quiet: true }).warn } : silentLogger,
    writer: new CheckWriter(),
    workers: options.workers,
    linkIgnore: options.ignore,
    cache: options.cache,
  });
  const root = result.config.root;
  const unique = uniqueWarnings(result.warnings);
  const { groups } = formatWarnings(unique, root);
  const order = new Map(groups.map((g, i) => [g.file, i]));
  const warnings = unique
    .map((w) => ({
      code: w.code,
      file: relativeFile(w.file, root),
      line: w.line ?? null,
      column: w.column ?? null,
      message: w.message,
      link: w.link ?? null,
    }))
    .sort(
      (a, b) =>
        order.get(a.file)! - order.get(b.file)! || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
    );
  const byCode: Record<string, number> = {};
  for (const w of warnings) byCode[w.code] = (byCode[w.code] ?? 0) + 1;
  const report: CheckReport = {
    version: 1,
    summary: { warnings: warnings.length, files: groups.length, byCode },
    warnings,
    links: linkTotals(result.linkCounts),
  };
  if (options.external) {
    const byHost = countExternalLinks(result.models);
    report.external = { links: byHost.reduce((n, h) => n + h.count, 0), hosts: byHost.length, byHost };
  }
  return { report, warnings: unique, root };
}

/** The link counts of the report: the total, and per kind in a fixed order. */
function linkTotals(counts: Record<string, number>): CheckReport['links'] {
  const byKind = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { checked: Object.values(counts).reduce((n, c) => n + c, 0), byKind };
}

/** The terminal report: warnings grouped by file, the external hosts when asked, then one count line. */
function formatCheckReport(report: CheckReport, warnings: BuildWarning[], root: string): string {
  const { groups, summary } = formatWarnings(warnings, root);
  const lines: string[] = [];
  for (const group of groups) lines.push(group.file, ...group.lines.map((l) => `  ${l}`));
  if (report.external) {
    const { links, hosts, byHost } = report.external;
    lines.push(`external links (not fetched): ${links} to ${hosts} host${hosts === 1 ? '' : 's'}`);
    const width = String(byHost[0]?.count ?? 0).length;
    for (const h of byHost) lines.push(`  ${String(h.count).padStart(width)}  ${h.host}`);
  }
  lines.push(summary);
  return `${lines.join('\n')}\n`;
}

/** Run `check` for the CLI: print the report on stdout; returns the exit code. */
export async function runCheck(opts: {
  root: string;
  config?: string;
  locale?: string[];
  strict?: boolean;
  json?: boolean;
  external?: boolean;
  ignore?: string[];
  workers?: number;
  verbose?: boolean;
  cache?: boolean;
}): Promise<number> {
  // With --json, stdout carries only the report: whatever site code prints (a page's console.log) goes to stderr.
  const print = opts.json ? stdoutToStderr() : (text: string) => void process.stdout.write(text);
  try {
    const { report, warnings, root } = await check({
      root: path.resolve(opts.root),
      configFile: opts.config,
      locales: opts.locale,
      ignore: opts.ignore,
      external: opts.external,
      workers: opts.workers,
      cache: opts.cache !== false,
    });
    print(opts.json ? `${JSON.stringify(report, null, 2)}\n` : formatCheckReport(report, warnings, root));
    return opts.strict && report.summary.warnings > 0 ? 1 : 0;
  } catch (error) {
    createLogger().error(formatError(error, { verbose: opts.verbose }));
    if (opts.json) print(`${JSON.stringify(errorReport(error, path.resolve(opts.root)), null, 2)}\n`);
    return 1;
  }
}

/** The report of a site that does not build: no warnings, and `error` with where and why. */
function errorReport(error: unknown, root: string): CheckReport {
  const e = error instanceof Error ? error : new Error(String(error));
  const location = e instanceof SitegenError ? e.location : undefined;
  return {
    version: 1,
    summary: { warnings: 0, files: 0, byCode: {} },
    warnings: [],
    links: { checked: 0, byKind: {} },
    error: {
      message: e.message,
      file: location?.file ? relativeFile(location.file, root) : null,
      line: location?.line ?? null,
      column: location?.column ?? null,
      hint: e instanceof SitegenError ? (e.hint ?? null) : null,
    },
  };
}

/** Send everything written to stdout to stderr; returns the function that writes to the real stdout. */
function stdoutToStderr(): (text: string) => void {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  return (text) => {
    process.stdout.write = write;
    write(text);
  };
}
