/**
 * Stylesheets the code a Markdown file imports imports (`import styles from './styles.module.scss'`, `import
 * './card.css'`): mdx-bundle.ts leaves them external, and requiring one answers its class map, its CSS going to
 * the page's (mdx-css.ts) and the files its `url()`s name to the output. Each is compiled as a page's stylesheet is
 * (compile-stylesheet.ts), with esbuild's plugins, which only its asynchronous API takes: on a thread of its own
 * (stylesheet-worker.ts) while this one waits, as Markdown renders synchronously. Only a site whose Markdown
 * reaches a stylesheet starts the thread, once; it does not keep the process alive. A stylesheet is compiled once
 * per process while the files it was made from are unchanged.
 */
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CompiledStylesheet, StylesheetRequest } from '../../bundle/compile-stylesheet.js';
import { SitegenError } from '../../errors.js';
import { sassPort } from '../../sass.js';
import { threadEntry } from '../../thread-entry.js';
import type { MarkdownEnv } from '../env.js';
import { stampOf } from './import-bundles.js';
import { keepCss } from './mdx-css.js';
import type { MdxState } from './mdx-state.js';
import type {
  StylesheetFailure,
  StylesheetMessage,
  StylesheetReply,
  StylesheetWorkerStart,
} from './stylesheet-worker.js';
import { THREAD_LIMITS } from '../../thread-limits.js';

/** A stylesheet's file name, as mdx-bundle.ts finds them among a bundle's inputs. */
export const STYLESHEET = /\.(css|s[ac]ss)$/;

/** How long one stylesheet may take before the wait gives up (a thread that died would never answer). */
const WAIT_MS = 120_000;

let thread: Worker | null = null;

/** Stylesheets compiled, by site and file, with the stamps of the files each was made from. */
const compiled = new Map<string, { sheet: CompiledStylesheet; stamps: string[] }>();

/** The module the stylesheet `file` is to the component importing it; its CSS and files go with the page. */
export function stylesheetModule(file: string, { mdx, env }: { mdx: MdxState; env: MarkdownEnv }): unknown {
  const sheet = compiledSheet({ file, root: mdx.root, baseUrl: mdx.baseUrl, alias: mdx.resolve?.alias }, env, mdx);
  keepCss(mdx, [[path.relative(mdx.root, file).split(path.sep).join('/'), sheet.css]]);
  mdx.assets ??= new Map();
  for (const [url, source] of sheet.assets) mdx.assets.set(url, source);
  return { __esModule: true, ...sheet.exports };
}

function compiledSheet(request: StylesheetRequest, env: MarkdownEnv, mdx: MdxState): CompiledStylesheet {
  const key = JSON.stringify([request.root, request.baseUrl, request.file]);
  const known = compiled.get(key);
  if (known && known.sheet.inputs.every((input, i) => stampOf(input) === known.stamps[i])) return known.sheet;
  const reply = compileWaiting(request);
  if ('failure' in reply) throw compileError(reply.failure, request, { env, mdx });
  compiled.set(key, { sheet: reply, stamps: reply.inputs.map(stampOf) });
  return reply;
}

/** Compile on the thread, waiting for its answer. */
function compileWaiting(request: StylesheetRequest): StylesheetReply {
  thread ??= startThread();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  thread.postMessage({ request, port: port2, signal } satisfies StylesheetMessage, [port2]);
  const waited = Atomics.wait(signal, 0, 0, WAIT_MS);
  const reply = receiveMessageOnPort(port1)?.message as StylesheetReply | undefined;
  port1.close();
  if (reply) return reply;
  const why = waited === 'timed-out' ? 'timed out' : 'no reply';
  return { failure: { message: `the stylesheet thread gave no answer (${why})`, errors: [] } };
}

/**
 * The thread: from sitegen's compiled bundle (`stylesheet-worker.cjs`, bin/compile.mjs), or, run from the
 * TypeScript sources (tests), from its source through tsx (stylesheet-worker-source.mjs). It shares the process's Sass thread when there is one.
 */
function startThread(): Worker {
  const sass = sassPort() ?? undefined;
  const code = threadEntry('stylesheet-worker.cjs', 'startStylesheetWorker');
  const workerData: StylesheetWorkerStart = sass ? { sass } : {};
  const options = { workerData, transferList: sass ? [sass] : [], resourceLimits: THREAD_LIMITS };
  const worker = code
    ? new Worker(code, { ...options, eval: true })
    : new Worker(new URL('./stylesheet-worker-source.mjs', import.meta.url), options);
  worker.unref();
  return worker;
}

/** A stylesheet that does not compile: esbuild's first message at its place, located at the Markdown's imports. */
function compileError(
  failure: StylesheetFailure,
  request: StylesheetRequest,
  { env, mdx }: { env: MarkdownEnv; mdx: MdxState },
): SitegenError {
  const first = failure.errors[0];
  const where = first?.location;
  const at = where ? `${where.file}:${where.line}:${where.column + 1}: ` : '';
  const sheet = path.relative(mdx.root, request.file).split(path.sep).join('/');
  return new SitegenError(
    `${sheet}, which this file's imports import, does not compile: ${at}${first?.text ?? failure.message}`,
    {
      location: { file: env.file, line: (mdx.esm[0]?.line ?? 0) + 1 + env.lineOffset, source: env.source },
      hint: "fix the stylesheet at the place named: it compiles as a page's stylesheet does (Sass, CSS modules, url() files of the site).",
    },
  );
}
