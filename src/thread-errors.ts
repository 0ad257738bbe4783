/** Errors that cross from a worker thread (render, parse) to the main thread, keeping what the CLI prints. */
import { SitegenError, type ErrorLocation } from './errors.js';

/**
 * An error as it crosses from a worker thread: a SitegenError keeps its location (file and line) and fix, and
 * the cause chain its messages, so the build reports it as it would from this thread.
 */
export interface SerializedError {
  message: string;
  stack?: string;
  causes: string[];
  sitegen?: { location?: ErrorLocation; hint?: string; details: string[] };
}

/** What a worker thread posts for `error`. */
export function serializeError(error: unknown): SerializedError {
  const e = error instanceof Error ? error : new Error(String(error));
  const causes: string[] = [];
  for (let c: unknown = e.cause; c instanceof Error; c = c.cause) causes.push(c.message);
  const sitegen = e instanceof SitegenError ? { location: e.location, hint: e.hint, details: e.details } : undefined;
  return { message: e.message, stack: e.stack, causes, sitegen };
}

/** The error again, on this side. */
export function deserializeError(posted: SerializedError): Error {
  const cause = posted.causes.reduceRight<Error | undefined>(
    (inner, message) => new Error(message, { cause: inner }),
    undefined,
  );
  const error = posted.sitegen
    ? new SitegenError(posted.message, { ...posted.sitegen, cause })
    : new Error(posted.message, { cause });
  return Object.assign(error, { stack: posted.stack });
}
