/**
 * Finds where a block that opens on one line (an admonition, a Tabs element) closes, skipping fenced code so that
 * a `:::` or `</Tabs>` inside a code example never closes anything.
 */
import type { StateBlock } from 'markdown-it';

/** The text of line `n` without its indentation. */
export function lineText(state: StateBlock, n: number): string {
  return state.src.slice(state.bMarks[n] + state.tShift[n], state.eMarks[n]);
}

const FENCE = /^(`{3,}|~{3,})/;

/**
 * Returns the line of the closer matching the opener at `start`, or -1 when the block never closes.
 * `opens(text)` and `closes(text)` classify a trimmed line; nesting is counted.
 */
export function findClose(
  state: StateBlock,
  start: number,
  end: number,
  opens: (text: string) => boolean,
  closes: (text: string) => boolean,
): number {
  let depth = 1;
  let fence: string | null = null;
  for (let n = start + 1; n < end; n++) {
    // A line indented less than the opener ends a list item the block lives in: it cannot close there.
    if (state.sCount[n] < state.blkIndent && lineText(state, n) !== '') return -1;
    const text = lineText(state, n).trimEnd();
    const f = FENCE.exec(text);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && text.slice(f[1].length).trim() === '') fence = null;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    if (opens(text)) depth++;
    else if (closes(text) && --depth === 0) return n;
  }
  return -1;
}
