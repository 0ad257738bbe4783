/**
 * Finds the structure of an MDX `<Tabs>` block: its attributes, each direct `<TabItem>` with the lines of its
 * Markdown, and the line that closes it. Tags sit on lines of their own, several may share a line
 * (`<Tabs><TabItem value="a">`), and an opening tag may span lines (`values={[...]}`). Fenced code is skipped, so
 * tags inside code examples never count.
 */
import type { StateBlock } from 'markdown-it';
import { blockLines } from './block-scan.js';
import { parseJsxTag } from './jsx-tag.js';

/**
 * One direct `<TabItem>`: attributes and the lines `[start, end)` of its Markdown, or, for a tab written on one
 * line (`<TabItem value="x">X</TabItem>`), the text between its tags.
 */
export interface ScannedItem {
  attributes: Record<string, string | true>;
  start: number;
  end: number;
  inline?: string;
}

/** A whole `<Tabs>` block; `last` is the line of its `</Tabs>`. */
export interface ScannedTabs {
  attributes: Record<string, string | true>;
  items: ScannedItem[];
  last: number;
}

/** Stops the build at `line` (0-based, in the body) with a message and a fix. */
export type Fail = (line: number, message: string, hint: string) => never;

interface TagEvent {
  open: boolean;
  name: string;
  attributes: Record<string, string | true>;
  selfClosing: boolean;
}

const CLOSE_TAG = /<\/(Tabs|TabItem)\s*>/y;

/** Tags on the line group starting at line `n`, and the group's last line; null when the line holds other text. */
export function readTagLine(state: StateBlock, n: number): { events: TagEvent[]; last: number } | null {
  const src = state.src;
  let pos = state.bMarks[n] + state.tShift[n];
  const events: TagEvent[] = [];
  while (pos < src.length && src[pos] !== '\n') {
    CLOSE_TAG.lastIndex = pos;
    const close = CLOSE_TAG.exec(src);
    if (close) {
      events.push({ open: false, name: close[1], attributes: {}, selfClosing: false });
      pos = CLOSE_TAG.lastIndex;
    } else {
      const tag = src[pos] === '<' ? parseJsxTag(src, pos) : null;
      if (!tag || (tag.name !== 'Tabs' && tag.name !== 'TabItem')) return null;
      events.push({ open: true, name: tag.name, attributes: tag.attributes, selfClosing: tag.selfClosing });
      pos = tag.end;
    }
    while (src[pos] === ' ' || src[pos] === '\t' || src[pos] === '\r') pos++;
  }
  let last = n;
  while (last < state.lineMax - 1 && state.eMarks[last] < pos - 1) last++;
  return { events, last };
}

/** The `<Tabs>` block opening at `startLine`, or null when that line does not open one. */
export function scanTabs(state: StateBlock, startLine: number, endLine: number, fail: Fail): ScannedTabs | null {
  const first = readTagLine(state, startLine);
  if (!first || !first.events[0].open || first.events[0].name !== 'Tabs') return null;
  const result: ScannedTabs = { attributes: first.events[0].attributes, items: [], last: -1 };
  const stack: { name: string; line: number; item?: ScannedItem }[] = [];
  const apply = (events: TagEvent[], line: number, last: number): boolean => {
    for (const event of events) {
      if (event.open) {
        const item =
          event.name === 'TabItem' && stack.length === 1
            ? { attributes: event.attributes, start: last + 1, end: last + 1 }
            : undefined;
        stack.push({ name: event.name, line, item });
        if (!event.selfClosing) continue;
      }
      const top = stack.pop();
      if (!top || top.name !== event.name) {
        if (top?.name === 'TabItem')
          fail(top.line, 'this <TabItem> is never closed', 'add a line with </TabItem> where the tab ends.');
        fail(line, `this </${event.name}> closes nothing`, `remove it, or add the <${event.name}> it belongs to.`);
      }
      if (top.item) result.items.push({ ...top.item, end: Math.max(top.item.start, line) });
      if (stack.length === 0) return true;
    }
    return false;
  };
  if (apply(first.events, startLine, first.last)) return { ...result, last: first.last };
  let consumed = first.last;
  for (const [n, text] of blockLines(state, startLine, endLine)) {
    if (n <= consumed || text === '') continue;
    const group = text.startsWith('<') ? readTagLine(state, n) : null;
    const oneLine = !group && stack.length === 1 ? oneLineItem(state, n) : null;
    if (oneLine) {
      result.items.push(oneLine);
      continue;
    }
    // An HTML comment between the tabs (a formatter's marker, a tab commented out) shows nothing: MDX 1 drops it.
    if (!group && stack.length === 1 && text.startsWith('<!--')) {
      consumed = commentEnd(state, n, endLine);
      continue;
    }
    if (!group) {
      checkTextLine(text, { line: n, betweenTabs: stack.length === 1, fail });
      continue;
    }
    consumed = group.last;
    if (apply(group.events, n, group.last)) return { ...result, last: group.last };
  }
  return fail(
    startLine,
    'the <Tabs> block opened here is never closed',
    'add a line with </Tabs> after the last </TabItem>.',
  );
}

/** A line of text (no tags) inside the block: a tab's Markdown, or a mistake the build stops at. */
function checkTextLine(
  text: string,
  { line, betweenTabs, fail }: { line: number; betweenTabs: boolean; fail: Fail },
): void {
  if (/^<\/?TabItem[\s>]/.test(text))
    fail(
      line,
      'a <TabItem> tag shares its line with text',
      'put <TabItem ...> and </TabItem> on lines of their own, with the Markdown between them, or the whole tab on one line.',
    );
  if (betweenTabs)
    fail(
      line,
      'this text is inside <Tabs> but outside every <TabItem>, so it would not be shown',
      'move it into a <TabItem>, or below </Tabs>.',
    );
}

/** The line where the HTML comment opening line `n` ends (the block's last line when it never does). */
function commentEnd(state: StateBlock, n: number, endLine: number): number {
  const close = state.src.indexOf('-->', state.bMarks[n] + state.tShift[n] + 4);
  let line = n;
  while (line < endLine - 1 && (close < 0 || state.eMarks[line] < close)) line++;
  return line;
}

/** A tab written on one line, `<TabItem value="x">X</TabItem>` (MDX 1 reads the line as JSX: its text is the tab). */
function oneLineItem(state: StateBlock, n: number): ScannedItem | null {
  const tag = parseJsxTag(state.src, state.bMarks[n] + state.tShift[n]);
  if (!tag || tag.name !== 'TabItem' || tag.selfClosing) return null;
  const inline = /^(.*?)<\/TabItem\s*>\s*$/.exec(state.src.slice(tag.end, state.eMarks[n]))?.[1];
  if (inline === undefined || /<\/?TabItem[\s>]/.test(inline)) return null;
  return { attributes: tag.attributes, start: n, end: n + 1, inline };
}
