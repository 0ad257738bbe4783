/** Lines of highlighted code, shared by the build's code blocks and the Docusaurus `CodeBlock` of pages. */

/**
 * Splits highlighted HTML into lines, closing the spans open at each line end and reopening them on the next,
 * so that each line can be wrapped (for highlighted ranges and line numbers).
 */
export function splitLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const re = /(<span[^>]*>)|(<\/span>)|(\n)/g;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    current += html.slice(last, m.index);
    last = re.lastIndex;
    if (m[1]) {
      open.push(m[1]);
      current += m[1];
    } else if (m[2]) {
      open.pop();
      current += m[2];
    } else {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    }
  }
  current += html.slice(last);
  lines.push(current);
  return lines;
}
