/**
 * The rules of esbuild's printed CSS as a tree the bundle's CSS passes edit (overridden-declarations.ts,
 * unused-rules.ts), and printed back. Only what esbuild prints is read: rules, and at-rules holding rules or kept
 * whole (`@keyframes`, `@font-face`). Anything unexpected (a nested rule, a comment in a selector) is kept as it is.
 */

/** A rule (`selector{declarations}`), a block at-rule, or a statement kept as it is. */
export type CssNode =
  | { kind: 'rule'; prelude: string; declarations: string[] }
  | { kind: 'group'; prelude: string; nodes: CssNode[] }
  | { kind: 'raw'; text: string };

/** At-rules whose block holds rules, which a selector's place in the cascade depends on. */
const GROUPING = /^@(media|supports|container|layer)\b/;

/** `nodes` as CSS again. */
export function printCss(nodes: CssNode[]): string {
  return nodes
    .map((n) =>
      n.kind === 'raw'
        ? n.text
        : n.kind === 'rule'
          ? `${n.prelude}{${n.declarations.join(';')}}`
          : `${n.prelude}{${printCss(n.nodes)}}`,
    )
    .join('');
}

/** The rules and at-rules of `css`, in order. */
export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') i = commentEnd(css, i);
    else if (c === '(') i = parenEnd(css, i);
    else if (c === ';') {
      // A statement (`@import`, `@charset`).
      nodes.push({ kind: 'raw', text: css.slice(start, i + 1) });
      start = i = i + 1;
    } else if (c === '{') {
      const end = blockEnd(css, i);
      const prelude = css.slice(start, i);
      const body = css.slice(i + 1, end);
      const name = prelude.trim();
      if (GROUPING.test(name)) nodes.push({ kind: 'group', prelude, nodes: parseCss(body) });
      else if (name.startsWith('@') || nestsRules(body) || prelude.includes('/*'))
        nodes.push({ kind: 'raw', text: css.slice(start, end + 1) });
      else nodes.push({ kind: 'rule', prelude: name, declarations: declarations(body) });
      start = i = end + 1;
    } else i++;
  }
  if (start < css.length) nodes.push({ kind: 'raw', text: css.slice(start) });
  return nodes;
}

/** Whether a rule's block holds a block of its own (CSS nesting), outside strings and brackets. */
function nestsRules(body: string): boolean {
  for (let i = 0; i < body.length;) {
    const c = body[i];
    if (c === '"' || c === "'") i = stringEnd(body, i);
    else if (c === '(') i = parenEnd(body, i);
    else if (c === '{') return true;
    else i++;
  }
  return false;
}

/** A rule's declarations, split at the semicolons outside strings and brackets. */
function declarations(body: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < body.length;) {
    const c = body[i];
    if (c === '"' || c === "'") i = stringEnd(body, i);
    else if (c === '(') i = parenEnd(body, i);
    else if (c === ';') {
      out.push(body.slice(start, i));
      start = i = i + 1;
    } else i++;
  }
  out.push(body.slice(start));
  return out.map((d) => d.trim()).filter(Boolean);
}

/** The index after the string that starts at `i`. */
function stringEnd(css: string, i: number): number {
  const quote = css[i];
  for (let j = i + 1; j < css.length; j++) {
    if (css[j] === '\\') j++;
    else if (css[j] === quote) return j + 1;
  }
  return css.length;
}

function commentEnd(css: string, i: number): number {
  const end = css.indexOf('*/', i + 2);
  return end < 0 ? css.length : end + 2;
}

/** The index after the `)` that closes the `(` at `i`. */
function parenEnd(css: string, i: number): number {
  let depth = 0;
  for (let j = i; j < css.length;) {
    const c = css[j];
    if (c === '"' || c === "'") j = stringEnd(css, j);
    else {
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0) return j + 1;
      j++;
    }
  }
  return css.length;
}

/** The index of the `}` that closes the `{` at `i`. */
function blockEnd(css: string, i: number): number {
  let depth = 0;
  for (let j = i; j < css.length;) {
    const c = css[j];
    if (c === '"' || c === "'") j = stringEnd(css, j);
    else if (c === '/' && css[j + 1] === '*') j = commentEnd(css, j);
    else if (c === '(') j = parenEnd(css, j);
    else {
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return j;
      j++;
    }
  }
  return css.length;
}
