/**
 * Redirect pages written while the pages render. They depend only on the routes, and writing them is waiting on
 * the disk (jest's site has 455, which took its write stage ~0.4 s on a busy machine), so they are written as soon
 * as the routes are known, while the main thread idles and the render threads work. The output is the same: a
 * redirect never takes a page's file, except a page that is no route (404.html), whose redirect is written after
 * the pages, as all of them were; static files, written later, still replace them.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleModel } from '../routes/site-model.js';
import type { BuildWarning, OutputFile } from '../types.js';
import { redirectPages } from './redirect-pages.js';
import { pageFiles } from './write-output.js';
import type { Writer } from './writer.js';

/** Redirect pages under way. */
export interface EarlyRedirects {
  /** What was wrong with the redirects asked for (reported where they were: at the write stage). */
  warnings: BuildWarning[];
  /** Settles when the early ones are written; rejects with the first write's error. */
  written: Promise<unknown>;
  /** The redirects over a page's file: written after the pages. */
  late: OutputFile[];
}

/** Start writing the redirect pages of `models` that no page's file is at. */
export function writeRedirectsEarly({
  config,
  models,
  writer,
}: {
  config: ResolvedConfig;
  models: LocaleModel[];
  writer: Writer;
}): EarlyRedirects {
  const { files, warnings } = redirectPages({ config, models });
  const pages = files.length
    ? pageFiles(
        config,
        models.map((m) => m.table),
      )
    : new Map();
  const early = files.filter((f) => !pages.has(f.file));
  const written = Promise.all(early.map((f) => writer.write(f.file, f.content)));
  // Its error is the write stage's, where it is awaited; a build that failed before waits for it to settle.
  written.catch(() => {});
  return { warnings, written, late: files.filter((f) => pages.has(f.file)) };
}
