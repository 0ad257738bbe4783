/**
 * Highlighting: the words of a title or snippet that a query matched, wrapped in `<mark>`. A word is marked when a
 * query word starts it (`notifica` in Notifications) or when it analyses to a term the search matched (`running`
 * for `run`); in Chinese and Japanese text, every occurrence of a query piece is marked.
 */
import { wordSpans } from '../../templates/search/analyze.js';

/** What a marker looks for. */
export interface MarkRules {
  /** Lower-cased query words (two letters or more) that may start a word. */
  prefixes: string[];
  /** Query pieces in Chinese or Japanese, found anywhere inside CJK text. */
  cjk: string[];
  /** Whether a lower-cased word stands for a matched term. */
  matches?: (word: string) => boolean;
}

/** Text -> a fragment with the marked words in `<mark>`, the rest as text (never parsed as HTML). */
export type Marker = (text: string) => DocumentFragment;

/** A marker for one query's results. */
export function createMarker(rules: MarkRules): Marker {
  return (text) => {
    const ranges: [number, number][] = [];
    for (const span of wordSpans(text)) {
      if (!span.cjk) {
        if (rules.prefixes.some((p) => span.word.startsWith(p)) || rules.matches?.(span.word))
          ranges.push([span.start, span.end]);
        continue;
      }
      const run = text.slice(span.start, span.end);
      for (const piece of rules.cjk)
        for (let at = run.indexOf(piece); at >= 0; at = run.indexOf(piece, at + 1))
          ranges.push([span.start + at, span.start + at + piece.length]);
    }
    return fragment(text, merge(ranges));
  };
}

/** Sorted, overlapping ranges joined. */
function merge(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

function fragment(text: string, ranges: [number, number][]): DocumentFragment {
  const out = document.createDocumentFragment();
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) out.append(text.slice(at, start));
    const mark = document.createElement('mark');
    mark.textContent = text.slice(start, end);
    out.append(mark);
    at = end;
  }
  if (at < text.length) out.append(text.slice(at));
  return out;
}
