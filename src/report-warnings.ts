/** Collected warnings, printed grouped by file with `file:line:column`, then one count line. */
import path from 'node:path';
import type { Logger } from './logger.js';
import type { BuildWarning } from './types.js';

/** Print warnings grouped by file. */
export function printWarnings(warnings: BuildWarning[], { root, logger }: { root: string; logger: Logger }): void {
  if (warnings.length === 0) return;
  const byFile = new Map<string, BuildWarning[]>();
  for (const w of warnings) {
    if (!byFile.has(w.file)) byFile.set(w.file, []);
    byFile.get(w.file)!.push(w);
  }
  for (const [file, list] of byFile) {
    const rel = path.isAbsolute(file) ? path.relative(root, file) : file;
    logger.warn(rel);
    for (const w of list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
      const pos = w.line ? `${rel}:${w.line}:${w.column ?? 1}` : rel;
      logger.info(`  ${pos}  ${w.message}${w.link ? `  (${w.link})` : ''}`);
    }
  }
  logger.warn(`${warnings.length} warning${warnings.length === 1 ? '' : 's'} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}`);
}
