/**
 * A helper thread's side of a shared parse (shared-parse.ts): claim bodies from the shared counter, render each
 * with the same functions the main thread uses, and post its fields and what it left for the build. A body that
 * needs MDX's esbuild work or site code is handed back; an error is posted as it is (file, line, fix).
 */
import type { ResolvedConfig } from '../config/schema.js';
import { runSiteCodeClaims } from '../config/run-site-code.js';
import { serializeError } from '../errors.js';
import { createMarkdown } from '../markdown/create-markdown.js';
import { recordHighlights } from '../markdown/highlight.js';
import { leaveMdxToMainThread, NeedsMainThread } from '../markdown/mdx/main-thread-only.js';
import {
  callOf,
  createBodyContext,
  renderContextOf,
  renderFields,
  renderRecorded,
  renderWithCalls,
  type RenderedBody,
} from './parse-entries.js';
import { takeOutputs, type HelpedBody, type HelperJob } from './shared-parse.js';

/** Render bodies of `job` until none is left to claim, then post `done` (the main thread closes the port). */
export function helpParse(job: HelperJob): void {
  try {
    claimBodies(job);
  } catch {
    // Setting up failed (a config this thread cannot use): the main thread renders every body it did not get.
    job.port.postMessage({ i: -1, done: true } satisfies HelpedBody);
    Atomics.add(job.counters, 1, 1);
    Atomics.notify(job.counters, 1);
  }
}

function claimBodies(job: HelperJob): void {
  leaveMdxToMainThread();
  const config = job.config as ResolvedConfig;
  const { heads, todo, counters, port, record } = job;
  const summaries: [string, string][] = [];
  const md = createMarkdown(config);
  const ctx = createBodyContext({
    config,
    md,
    heads,
    onSummary: record ? (key, summary) => void summaries.push([key, summary]) : undefined,
  });
  const post = (msg: HelpedBody) => {
    port.postMessage(msg);
    Atomics.add(counters, 1, 1);
    Atomics.notify(counters, 1);
  };
  let current = -1;
  const claim = () => {
    const c = Atomics.add(counters, 0, 1);
    return c < todo.length ? (current = c) : undefined;
  };
  const renderOne = (i: number) => {
    const head = heads[todo[i]];
    try {
      const rctx = renderContextOf(head, ctx);
      const render = (): RenderedBody =>
        record
          ? renderRecorded(head, rctx)
          : job.calls
            ? renderWithCalls(head, rctx)
            : { ...renderFields(head, rctx), calls: [] };
      const { value: rendered, made } = recordHighlights(render, { all: job.highlights });
      const outputs = takeOutputs(ctx, made);
      outputs.summaries = summaries.splice(0);
      post({ i, rendered, outputs });
    } catch (error) {
      // What the body left before it stopped is not the build's: the main thread renders it again, or fails.
      takeOutputs(ctx, []);
      summaries.length = 0;
      if (error instanceof NeedsMainThread) post({ i, deferred: true });
      else post({ i, error: serializeError(error) });
    }
  };
  try {
    runSiteCodeClaims(claim, renderOne, (i) => callOf({ head: heads[todo[i]] }));
  } catch (error) {
    // Past the time limit: the body this thread was on.
    post({ i: current, error: serializeError(error) });
  }
  post({ i: -1, done: true });
}
