/**
 * `linkCheck.ignore` in the config and `check --ignore`: regular expressions matched against a link as written
 * and against the site path it resolves to, so `^/api-playground/` silences `../../api-playground/x` too.
 */
import { SitegenError } from '../errors.js';

/** True when a link (as written, or resolved) matches one of the patterns. */
export type IgnoreMatcher = (...candidates: (string | null | undefined)[]) => boolean;

/** Compile the patterns once; an invalid one is an error that names it. */
export function createIgnoreMatcher(patterns: string[]): IgnoreMatcher {
  const compiled = patterns.map((pattern) => {
    try {
      return new RegExp(pattern);
    } catch (error) {
      throw new SitegenError(
        `link ignore pattern ${JSON.stringify(pattern)} is not a regular expression: ${(error as Error).message}`,
        {
          hint: 'patterns are JavaScript regular expressions, e.g. "^/api-playground/" or "\\\\.generated\\\\.md$".',
        },
      );
    }
  });
  if (compiled.length === 0) return () => false;
  return (...candidates) =>
    candidates.some((c) => typeof c === 'string' && c !== '' && compiled.some((re) => re.test(c)));
}
