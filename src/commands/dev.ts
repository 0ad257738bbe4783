/**
 * `sitegen dev`: serve the site from memory while you write. Pages render when requested (the first one within a
 * second of start, however large the site), every save reloads the open pages, and a broken file shows an error
 * overlay instead of stopping the server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { formatError } from '../errors.js';
import type { BuildOptions } from './build.js';
import { createLogger, formatMs } from '../logger.js';
import { startDevServer, type DevServer } from '../dev/dev-server.js';

/** The build pipeline, loaded when a generated file (a feed, a sitemap) is first asked for: no page needs it. */
const build = async (options: BuildOptions) => (await import('./build.js')).build(options);

/** Run the dev server until the process is interrupted; returns the exit code. */
export async function runDev(opts: {
  root: string;
  config?: string;
  port: number;
  host: string;
  locale?: string[];
  open?: boolean;
  verbose?: boolean;
  /** Work left for after the first page (the CLI writes its code cache), run once that page's follow-up is done. */
  afterFirstPage?: () => void;
}): Promise<number> {
  const logger = createLogger();
  const started = performance.now();
  let server: DevServer;
  try {
    server = await startDevServer({
      build,
      root: path.resolve(opts.root),
      configFile: opts.config,
      locales: opts.locale,
      port: opts.port,
      host: opts.host,
      logger,
      onFirstPage: () => setTimeout(() => opts.afterFirstPage?.(), AFTER_FIRST_PAGE_MS).unref(),
    });
  } catch (error) {
    logger.error(formatError(error, { verbose: opts.verbose }));
    return 1;
  }
  const state = await server.site.current();
  // With `--locale de` only, the German pages are below their prefix: print the address that serves one.
  const shown = state.inputs.locales?.[0];
  const prefix =
    shown && state.inputs.config.i18n ? state.inputs.config.i18n.resolved.find((l) => l.code === shown)?.path : '';
  const url = prefix ? `${server.url}${prefix}/` : server.url;
  logger.info(`sitegen dev: ${url} (ready in ${formatMs(performance.now() - started)}; Ctrl+C stops)`);
  if (state.error) logger.error(formatError(state.error, { verbose: opts.verbose }));
  if (opts.open) openBrowser(url);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  // A second Ctrl+C (or a close that hangs on a stuck connection) must not leave the server running.
  const force = () => process.exit(0);
  process.once('SIGINT', force);
  process.once('SIGTERM', force);
  setTimeout(force, 2000).unref();
  await server.close();
  return 0;
}

/** How long after the first page `afterFirstPage` runs: its script and stylesheet are asked for meanwhile. */
const AFTER_FIRST_PAGE_MS = 1000;

/** The platform's "open this URL" command; failure to open is not an error. */
function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  spawn(command, args, { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref();
}
