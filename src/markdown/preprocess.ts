/**
 * MDX leftovers that are not Markdown: top-level `import` lines and `{/* truncate *\/}`. They are blanked
 * (not removed) so that line numbers in errors still match the file.
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const IMPORT = /^import\s+[\w{},\s*]+\s+from\s+['"][^'"]+['"];?\s*$/;
const MDX_TRUNCATE = /^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/;

/** Blank MDX import lines and turn the MDX truncate marker into the HTML one. */
export function preprocessMdx(body: string): string {
  const lines = body.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = FENCE.exec(line);
    if (m) {
      if (!fence) fence = m[1][0].repeat(m[1].length);
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    if (fence) continue;
    if (IMPORT.test(line)) lines[i] = '';
    else if (MDX_TRUNCATE.test(line)) lines[i] = '<!-- truncate -->';
  }
  return lines.join('\n');
}

/** The truncate marker, in either spelling, after preprocessing. */
export const TRUNCATE = /<!--\s*truncate\s*-->/;
