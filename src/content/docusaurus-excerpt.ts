/**
 * A Docusaurus site's default description of a doc, as Docusaurus 2.4.3 makes it (`createExcerpt` of
 * @docusaurus/utils): the first line of the body that holds text once cleaned, not its first paragraph. Imports,
 * code, the `# Title` line and admonition fences are skipped; a `## Heading` or a quote counts. A wrapped paragraph
 * gives its first line, as the site's pages have it in Docusaurus.
 */

/** The body's first line of text, cleaned of Markdown as Docusaurus cleans it; undefined when it has none. */
export function docusaurusExcerpt(body: string): string | undefined {
  const text = body
    .trimStart()
    // A setext title (`Title` over `=====`).
    .replace(/^[^\r\n]*\r?\n[=]+/g, '');
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of linesOf(text)) {
    // An empty line ends an import block.
    if (!line.trim()) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const ticks = /^`+/.exec(line.trim())![0];
      // Inside a ````-fenced block, ``` is text.
      if (!inCode) [inCode, fence] = [true, ticks];
      else if (ticks.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = cleanLine(line);
    if (cleaned) return cleaned;
  }
  return undefined;
}

/**
 * The lines of `text`, as `split(/\r?\n/)` gives them, one at a time: the excerpt is most often in the first few,
 * and splitting every source whole took ~20 ms of jest's parse.
 */
function* linesOf(text: string): Generator<string> {
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end < 0) return yield text.slice(start);
    yield text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
  }
}

/** One line with Markdown's marks taken out, by Docusaurus's own expressions, in its order. */
function cleanLine(line: string): string {
  return (
    line
      .replace(/<[^>]*>/g, '')
      // The `# Title` line.
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*(?<text>[^#]*)\s*#{0,6}/gm, '$1')
      .replace(/(?<opening>[*_]{1,3})(?<text>.*?)\1/g, '$2')
      .replace(/~~(?<text>\S.*\S)~~/g, '$1')
      .replace(/!\[(?<alt>.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(?<alt>.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(?<text>.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      // Emoji shortcodes, with the space before them.
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim()
  );
}
