/**
 * The cross-page inputs of a cached render. A body's HTML depends on its own bytes, sitegen and the config (the
 * cache's key and scope), and on what it asked the rest of the site while it rendered: where a linked `.md` file
 * is served, an image's hashed URL, a fiddle folder's files, a linked structure page's summary. Those questions
 * go through functions (the render's resolvers); recording each call with its answer, and asking again on the
 * next build, tells whether the cached body still holds: same answers, same HTML.
 */

/** The functions a render may call to learn about other files, by name. */
export type Dependencies = Record<string, (...args: never[]) => unknown>;

/** One recorded call: the function's name, its arguments and its answer as JSON text. */
export type RecordedCall = [name: string, args: unknown[], answer: string];

/** `deps` with every call recorded into `calls`. */
export function recording<D extends Dependencies>(deps: D, calls: RecordedCall[]): D {
  const wrapped: Record<string, (...args: never[]) => unknown> = {};
  for (const [name, fn] of Object.entries(deps)) {
    wrapped[name] = (...args: never[]) => {
      const answer = fn(...args);
      calls.push([name, args, answerText(answer)]);
      return answer;
    };
  }
  return wrapped as D;
}

/**
 * Ask every recorded question again, in the recorded order (so side effects, such as an image joining the
 * build's assets, happen as in a render); true when every answer is the same.
 */
export function sameAnswers(deps: Dependencies, calls: RecordedCall[]): boolean {
  for (const [name, args, answer] of calls) {
    const fn = deps[name] as ((...a: unknown[]) => unknown) | undefined;
    if (!fn || answerText(fn(...args)) !== answer) return false;
  }
  return true;
}

/** An answer as the recorded calls keep it: JSON text (`undefined` by name). */
export function answerText(answer: unknown): string {
  return answer === undefined ? 'undefined' : JSON.stringify(answer);
}
