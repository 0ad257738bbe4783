/**
 * The output folder is replaced wholesale on every build, so it must never be a folder that holds sources: a
 * mistyped `--out .` or `--out content` would otherwise swap the site's own files away. Checked after the config
 * is loaded (it names the content folders) and before anything is written, moved or removed.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { UsageError } from '../errors.js';
import { cleanUpOnSignal } from './interrupt.js';
import type { Writer } from './writer.js';

/** Throw a UsageError (exit 2) when `outDir` is, holds, or lies inside the site root's sources or `.git`. */
function guardOutputFolder({ outDir, config }: { outDir: string; config: ResolvedConfig }): void {
  const out = real(outDir);
  const root = real(config.root);
  const problem = contains(out, root)
    ? 'it is the site folder or holds it'
    : protectedPaths(config)
        .map((p) => clash(out, p, root))
        .find((p) => p !== null);
  if (!problem) return;
  throw new UsageError(
    `refusing to use ${outDir} as the output folder: ${problem}, and a build replaces its output folder entirely`,
    {
      hint: 'choose a folder of its own for the output, e.g. --out build or --out dist.',
    },
  );
}

/** Folders and files a build must never replace: content folders, the config, `.git`. */
function protectedPaths(config: ResolvedConfig): { file: string; label: string }[] {
  const paths = config.paths as unknown as Record<string, string>;
  const named = Object.entries(paths).map(([key, rel]) => ({
    file: real(path.join(config.root, rel)),
    label: `paths.${key} (${rel})`,
  }));
  const extra = [
    { file: real(path.join(config.root, '.git')), label: '.git' },
    { file: real(path.dirname(path.join(config.root, config.paths.i18n))), label: 'the content folder' },
  ];
  if (config.configFile) extra.push({ file: real(config.configFile), label: path.basename(config.configFile) });
  return [...named, ...extra];
}

function clash(out: string, p: { file: string; label: string }, root: string): string | null {
  if (contains(out, p.file)) return `it holds ${p.label}`;
  // A content folder configured as the site folder itself ('.') would refuse every output; the root check covers it.
  if (p.file !== root && contains(p.file, out)) return `it lies inside ${p.label}`;
  return null;
}

/** Whether `outer` is `inner` or one of its ancestors, as resolved paths. */
function contains(outer: string, inner: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

/** The real path of `p`, or of its nearest existing ancestor joined with the rest (the output may not exist yet). */
function real(p: string): string {
  const abs = path.resolve(p);
  if (existsSync(abs)) return realpathSync.native(abs);
  const parent = path.dirname(abs);
  return parent === abs ? abs : path.join(real(parent), path.basename(abs));
}

/**
 * Before anything on disk is touched: never replace the sources, tidy what killed builds left beside the output,
 * and remove this build's temp folder if the process is interrupted. Returns the function that stops listening.
 */
export async function guardOutput({
  writer,
  config,
  stopWork,
}: {
  writer: Writer;
  config: ResolvedConfig;
  /** Stops what may still write into the temp folder (the render workers). */
  stopWork: () => Promise<void>;
}): Promise<() => void> {
  if (!writer.outDir) return () => {};
  guardOutputFolder({ outDir: writer.outDir, config });
  await writer.recover?.();
  return cleanUpOnSignal(async () => {
    await stopWork();
    writer.abortNow?.();
  });
}
