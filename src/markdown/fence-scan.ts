/**
 * The fenced code blocks of a Markdown file, found line by line without parsing it: what prehighlight.ts guesses
 * the parse will highlight. A guess only: a fence the parse reads otherwise (in a blockquote, ended by the list
 * around it, an indented code block) yields code the parse never asks for, and a block missed here is highlighted
 * by the parse itself; neither changes the output.
 */

/** One fence: its info string as written after the marker, and its content as markdown-it gives it. */
export interface ScannedFence {
  info: string;
  /** The lines between the fences, each without up to the opening fence's indentation, joined by `\n`. */
  code: string;
}

const OPEN = /^( *)(`{3,}|~{3,})(.*)$/;

/** The closed fences of `text`, in order (an unclosed one is left out). */
export function scanFences(text: string): ScannedFence[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const fences: ScannedFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]);
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) continue;
    const end = closingLine(lines, i + 1, open[2]);
    if (end < 0) continue;
    const indent = open[1].length;
    const code = lines.slice(i + 1, end).map((line) => withoutIndent(line, indent));
    fences.push({ info: open[3], code: code.join('\n') });
    i = end;
  }
  return fences;
}

/** The index of the line that closes a fence opened with `marker`, from line `from` on, or -1. */
function closingLine(lines: string[], from: number, marker: string): number {
  const close = new RegExp(`^ *${marker[0] === '`' ? '`' : '~'}{${marker.length},} *$`);
  for (let j = from; j < lines.length; j++) if (close.test(lines[j])) return j;
  return -1;
}

/** `line` without up to `indent` leading spaces (markdown-it strips the opening fence's indentation). */
function withoutIndent(line: string, indent: number): string {
  let cut = 0;
  while (cut < indent && line[cut] === ' ') cut++;
  return line.slice(cut);
}
