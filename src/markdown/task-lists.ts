/**
 * GFM task lists (`- [x] done`, `- [ ] open`), drawn as Docusaurus 2 draws them (remark-parse 8's list items with
 * `checked`, through MDX 1's mdast-util-to-hast): `<ul class="contains-task-list">`, each task a
 * `<li class="task-list-item">` that starts with `<input type="checkbox" checked="" disabled="">` and a space.
 * The marker is `[ ]`, `[x]` or `[X]` followed by a space or tab, at the start of the item's first paragraph.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

const MARKER = /^\[([ \txX])\][ \t]/;

export function taskLists(md: MarkdownIt): void {
  // Before inline parsing the marker is cut from the paragraph's text; after it, the box leads the text's tokens.
  md.core.ruler.before('inline', 'task_lists', markTasks);
  md.core.ruler.after('inline', 'task_boxes', addBoxes);
}

function markTasks(state: StateCore): void {
  const tokens = state.tokens;
  const lists: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open') lists.push(t);
    else if (t.type === 'bullet_list_close' || t.type === 'ordered_list_close') lists.pop();
    else if (t.type === 'list_item_open' && tokens[i + 1]?.type === 'paragraph_open') {
      const inline = tokens[i + 2];
      const m = inline?.type === 'inline' ? MARKER.exec(inline.content) : null;
      if (!m) continue;
      inline.content = inline.content.slice(m[0].length);
      inline.meta = { ...inline.meta, task: m[1] === 'x' || m[1] === 'X' ? 'checked' : 'open' };
      t.attrJoin('class', 'task-list-item');
      const list = lists[lists.length - 1];
      if (list && !String(list.attrGet('class') ?? '').includes('contains-task-list'))
        list.attrJoin('class', 'contains-task-list');
    }
  }
}

function addBoxes(state: StateCore): void {
  for (const inline of state.tokens) {
    const task = inline.type === 'inline' ? (inline.meta?.task as string | undefined) : undefined;
    if (!task) continue;
    const box = new state.Token('html_inline', '', 0);
    box.content = `<input type="checkbox"${task === 'checked' ? ' checked=""' : ''} disabled=""> `;
    (inline.children ??= []).unshift(box);
  }
}
