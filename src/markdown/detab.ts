/**
 * A code block's tabs as MDX 1 shows them: each one spaces to the next multiple of four columns, counted from the
 * start of its line (the `detab` package, which @mdx-js/mdx 1 applies to every code block of a Docusaurus 2 site).
 */
export function detab(code: string, size = 4): string {
  if (!code.includes('\t')) return code;
  return code
    .split('\n')
    .map((line) => {
      let out = '';
      // `out.length` counts UTF-16 units, as detab counts its columns.
      for (const char of line) out += char === '\t' ? ' '.repeat(size - (out.length % size)) : char;
      return out;
    })
    .join('\n');
}
