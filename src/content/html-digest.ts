/**
 * The digest of an entry's body HTML, taken once per body. A warm build keys every page and every search analysis
 * by the entries they show; hashing (or serialising) ~50 KB of HTML per entry for each of those keys was most of
 * their cost, while the body cache already holds the digest of each HTML it keeps.
 */
import { createHash } from 'node:crypto';
import { GLYPH, WRAP_GLYPH } from '../../templates/placeholders.js';

const known = new WeakMap<object, { html: string; digest: string }>();

/**
 * The SHA-256 (hex) of `html` as pages show it, its `WRAP_GLYPH` markers filled: the digest names the search index
 * files, which a body's markers must not rename.
 */
export function digestHtml(html: string): string {
  const hash = createHash('sha256');
  // Part by part: filled, the HTML would be a two-byte copy of itself (see WRAP_GLYPH).
  const parts = html.includes(WRAP_GLYPH) ? html.split(WRAP_GLYPH) : [html];
  parts.forEach((part, i) => (i ? hash.update(GLYPH).update(part) : hash.update(part)));
  return hash.digest('hex');
}

/** Remember that `entry`'s HTML has `digest` (as rendered or read from the build cache). */
export function rememberHtmlDigest(entry: { html: string }, digest: string): void {
  known.set(entry, { html: entry.html, digest });
}

/** The digest of `entry.html`: remembered while the entry still holds the same HTML, else taken now. */
export function htmlDigestOf(entry: { html: string }): string {
  const seen = known.get(entry);
  if (seen && seen.html === entry.html) return seen.digest;
  const digest = digestHtml(entry.html);
  known.set(entry, { html: entry.html, digest });
  return digest;
}
