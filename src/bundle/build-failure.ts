/**
 * The message of an esbuild failure to show. A plugin that runs esbuild itself (the island proxy reads a page's
 * exports that way) fails with the inner failure as its error's `detail`: esbuild then reports the plugin's
 * message, with no place, whose text is the inner failure's whole summary. The inner message has the place.
 */
import type * as esbuild from '../lazy-esbuild.js';

/** The first message of `error` (an esbuild failure) that says where, looking through plugins' failures. */
export function firstBuildMessage(error: unknown): esbuild.Message | undefined {
  let first = (error as esbuild.BuildFailure | undefined)?.errors?.[0];
  while (first && !first.location) {
    const inner = (first.detail as esbuild.BuildFailure | undefined)?.errors?.[0];
    if (!inner) break;
    first = inner;
  }
  return first;
}
