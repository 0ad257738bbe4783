/** Collected warnings, printed grouped by file with `file:line:column`, then one count line. */
import path from 'node:path';
import type { Logger } from '../logger.js';
import type { BuildWarning } from '../types.js';

/** The warnings of one file, as report lines. */
export interface WarningGroup {
  /** The file, relative to the site root (output files such as `sitemap.xml` as they are). */
  file: string;
  /** `file:line:column  message  (link)` per warning, by line and column. */
  lines: string[];
}

/** Group warnings by file (files in path order, warnings by position) and format each as a report line. */
export function formatWarnings(all: BuildWarning[], root: string): { groups: WarningGroup[]; summary: string } {
  const warnings = uniqueWarnings(all);
  const byFile = new Map<string, BuildWarning[]>();
  for (const w of warnings) {
    const rel = relativeFile(w.file, root);
    if (!byFile.has(rel)) byFile.set(rel, []);
    byFile.get(rel)!.push(w);
  }
  const groups = [...byFile]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, list]) => ({ file, lines: list.sort(byPosition).map((w) => formatWarning(w, file)) }));
  const summary = `${warnings.length} warning${warnings.length === 1 ? '' : 's'} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}`;
  return { groups, summary };
}

/** `file:line:column  message  (link)`; the position is left out when the warning has none. */
function formatWarning(w: BuildWarning, file: string): string {
  const pos = w.line ? `${file}:${w.line}:${w.column ?? 1}` : file;
  return `${pos}  ${w.message}${w.link ? `  (${w.link})` : ''}`;
}

/** A warning's file as the report shows it: relative to the site root, with forward slashes. */
export function relativeFile(file: string, root: string): string {
  return (path.isAbsolute(file) ? path.relative(root, file) : file).split(path.sep).join('/');
}

/** Print warnings grouped by file. */
export function printWarnings(warnings: BuildWarning[], { root, logger }: { root: string; logger: Logger }): void {
  if (warnings.length === 0) return;
  const { groups, summary } = formatWarnings(warnings, root);
  for (const group of groups) {
    logger.warn(group.file);
    for (const line of group.lines) logger.info(`  ${line}`);
  }
  logger.warn(summary);
}

/** Drop repeats: a problem found once per locale (a duplicate route in every locale's table) is reported once. */
export function uniqueWarnings(warnings: BuildWarning[]): BuildWarning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = [w.code, w.file, w.line, w.column, w.message, w.link].join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function byPosition(a: BuildWarning, b: BuildWarning): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
