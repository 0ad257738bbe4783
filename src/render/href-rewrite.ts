/**
 * Rewriting the `href` values of a finished page (route case, trailing slashes). A page's sidebar and navbar repeat
 * the same few hundred hrefs on every page, so each value is worked out once per rule, and the page is scanned with
 * indexOf rather than a replace with a callback: these rules visit every href of every page.
 */

/** What each href value became under one rule (`null`: left as written). */
export type KnownRewrites = Map<string, string | null>;

const HREF = 'href="';

/** `html` with each `href` value (after whitespace) that `rewrite` changes replaced; the same string when none. */
export function rewriteHrefs(html: string, rewrite: (value: string) => string | null, known: KnownRewrites): string {
  let out = '';
  let copied = 0;
  for (let at = html.indexOf(HREF); at >= 0; at = html.indexOf(HREF, at + HREF.length)) {
    if (!isSpace(html.charCodeAt(at - 1))) continue;
    const start = at + HREF.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    const value = html.slice(start, end);
    let fixed = known.get(value);
    if (fixed === undefined) {
      fixed = rewrite(value);
      // Kept for every page after this one: as copies, since a slice of the page holds the whole page.
      if (fixed !== null) fixed = detached(fixed);
      known.set(detached(value), fixed);
    }
    if (fixed === null) continue;
    out += html.slice(copied, start) + fixed;
    copied = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/**
 * A copy of `text` that holds no larger string: V8 makes a slice (and a string joined from slices) point into the
 * string it was cut from, which then stays alive as long as the slice does. Joining flattens into a new string.
 */
function detached(text: string): string {
  return ` ${text}`.slice(1);
}

/** Space, tab, line feed, form feed or carriage return: what separates HTML attributes. */
function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/** The rewrites kept for one set of a rule's options (`true / https://site.example`), made on first use. */
export function knownRewrites(byOptions: Map<string, KnownRewrites>, options: string): KnownRewrites {
  let known = byOptions.get(options);
  if (!known) byOptions.set(options, (known = new Map()));
  return known;
}
