/**
 * Docusaurus's magic comments: a line that holds only `highlight-next-line` in a comment highlights the line
 * after it; `highlight-start` ... `highlight-end` highlight the lines between. The comment lines themselves
 * are removed. As in Docusaurus, only the comment styles of the block's language count (a `#` line in
 * JavaScript stays code), every style counts for a block without language, and a `{1,3}` range in the fence
 * meta turns magic comments off.
 */

type Style = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html' | 'lua' | 'wasm' | 'tex';

/** The comment forms of each style; `D` stands for the directive. */
const FORMS: Record<Style, [string, string]> = {
  js: ['//', ''],
  jsBlock: ['/*', '*/'],
  jsx: ['{/*', '*/}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
};

/** Docusaurus's `getCommentPattern` per language, by family. */
function stylesOf(lang: string): Style[] {
  const l = lang.toLowerCase();
  if (!l) return Object.keys(FORMS) as Style[];
  if (['js', 'javascript', 'ts', 'typescript'].includes(l)) return ['js', 'jsBlock'];
  if (['jsx', 'tsx'].includes(l)) return ['js', 'jsBlock', 'jsx'];
  if (['html', 'xml', 'markup', 'svg', 'vue'].includes(l)) return ['js', 'jsBlock', 'html'];
  if (['md', 'markdown', 'mdx'].includes(l)) return ['html', 'jsx'];
  if (
    [
      'python',
      'py',
      'bash',
      'sh',
      'shell',
      'zsh',
      'console',
      'yaml',
      'yml',
      'ruby',
      'rb',
      'perl',
      'r',
      'toml',
      'dockerfile',
      'docker',
      'powershell',
      'ps1',
      'makefile',
      'ini',
      'properties',
      'elixir',
      'coffeescript',
    ].includes(l)
  )
    return ['bash'];
  if (['lua', 'haskell', 'hs', 'sql', 'ada'].includes(l)) return ['lua'];
  if (['wasm', 'wat', 'lisp', 'clojure', 'scheme'].includes(l)) return ['wasm'];
  if (['tex', 'latex', 'matlab', 'erlang'].includes(l)) return ['tex'];
  // C-like languages (C, C++, Java, Kotlin, Go, Rust, Swift, C#, PHP, CSS, JSON, ...): line and block comments.
  return ['js', 'jsBlock'];
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
