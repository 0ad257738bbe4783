/**
 * Docusaurus's magic comments: a line that holds only `highlight-next-line` in a comment highlights the line
 * after it; `highlight-start` ... `highlight-end` highlight the lines between. The comment lines themselves
 * are removed. As in Docusaurus 2.4, only the comment styles of the block's language count for the few languages
 * it names (a `#` line in JavaScript stays code), every style for any other language or none (`//` in TOML), and
 * a `{1,3}` range in the fence meta turns magic comments off.
 */

type Style = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html';

/** The comment forms of each style; `D` stands for the directive. */
const FORMS: Record<Style, [string, string]> = {
  js: ['//', ''],
  jsBlock: ['/*', '*/'],
  jsx: ['{/*', '*/}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
};

const ALL = Object.keys(FORMS) as Style[];

/** Docusaurus 2.4's `getAllMagicCommentDirectiveStyles`: the styles a language's magic comments take. */
function stylesOf(lang: string): Style[] {
  switch (lang.toLowerCase()) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      // Text takes HTML comments, front matter bash's.
      return ['html', 'jsx', 'bash'];
    default:
      return ALL;
  }
}

/** The code without its magic-comment lines, and the 1-based lines to highlight. */
export function parseMagicComments(code: string, lang: string): { code: string; lines: Set<number> } {
  // Every directive contains this: most blocks have none, and need no look at each line.
  if (!code.includes('highlight-')) return { code, lines: new Set() };
  const styles = stylesOf(lang);
  const directiveOf = (line: string): string | null => {
    const t = line.trim();
    for (const style of styles) {
      const [open, close] = FORMS[style];
      if (!t.startsWith(open) || !t.endsWith(close) || t.length < open.length + close.length) continue;
      const word = t.slice(open.length, t.length - close.length).trim();
      if (word === 'highlight-next-line' || word === 'highlight-start' || word === 'highlight-end') return word;
    }
    return null;
  };
  const kept: string[] = [];
  const lines = new Set<number>();
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const directive = directiveOf(line);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') depth++;
    else if (directive === 'highlight-end') depth = Math.max(0, depth - 1);
    else {
      kept.push(line);
      if (nextLine || depth > 0) lines.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), lines };
}
