/**
 * The release data file is the one data file every page may rely on (home, playground), so it is checked when it
 * is loaded: a missing channel or field stops the build naming the file, the line and the field, instead of
 * rendering "undefined" into the home page.
 */
import { SitegenError, lineOf } from '../errors.js';
import type { Releases } from '../types.js';

/** The channels every release file has, in display order. */
const RELEASE_CHANNELS = ['stable', 'prerelease', 'nightly'] as const;

/** The string fields of a channel entry, in the spec's order (`files` is checked separately). */
const TEXT_FIELDS = ['version', 'date', 'node', 'v8', 'uv', 'zlib', 'openssl', 'modules', 'chrome'] as const;

/** Check parsed `releases.json` and return it typed; `file` and `source` are for the error's location. */
export function validateReleases(value: unknown, { file, source }: { file: string; source: string }): Releases {
  const fail = (message: string, near: string, hint: string): never => {
    const line = lineOf(source, near);
    throw new SitegenError(message, { location: { file, line: line || undefined, source }, hint });
  };
  if (!isObject(value))
    fail(
      'releases.json must hold an object with the channels stable, prerelease and nightly',
      '{',
      'write { "stable": {...}, "prerelease": {...}, "nightly": {...} }.',
    );
  const data = value as Record<string, unknown>;
  for (const channel of RELEASE_CHANNELS) {
    const entry = data[channel];
    if (!isObject(entry))
      fail(
        `releases.json is missing the release channel "${channel}"`,
        '{',
        `add "${channel}": { "version": ..., ${TEXT_FIELDS.slice(1)
          .map((f) => `"${f}"`)
          .join(', ')}, "files": [...] }.`,
      );
    const at = `"${channel}"`;
    for (const field of TEXT_FIELDS) {
      const v = (entry as Record<string, unknown>)[field];
      if (v === undefined)
        fail(
          `releases.json: the "${channel}" release is missing the field "${field}"`,
          at,
          `add "${field}" to the "${channel}" entry; every channel needs ${[...TEXT_FIELDS, 'files'].join(', ')}.`,
        );
      if (typeof v !== 'string' || v === '')
        fail(
          `releases.json: "${channel}.${field}" must be a non-empty string, got ${JSON.stringify(v)}`,
          at,
          `write the value in quotes, e.g. "${field}": "1.2.3".`,
        );
    }
    const files = (entry as Record<string, unknown>).files;
    if (files === undefined)
      fail(
        `releases.json: the "${channel}" release is missing the field "files"`,
        at,
        'add "files": ["darwin-x64", "linux-x64", "win32-x64", ...], the build targets of the release.',
      );
    if (!Array.isArray(files) || files.some((f) => typeof f !== 'string'))
      fail(
        `releases.json: "${channel}.files" must be a list of build-target names`,
        at,
        'write e.g. "files": ["darwin-x64", "linux-x64"].',
      );
  }
  return value as Releases;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
