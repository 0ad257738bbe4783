/**
 * Declarations of one stylesheet that a later one sets again for the same selector. On a Docusaurus site the
 * Infima layer comes after sitegen's theme and restates many of its rules with its own values: a declaration whose
 * rule the layer repeats (same selector, in the same `@media` or `@supports`) and whose property it sets again never
 * applies, since the later of two rules of equal weight wins. Leaving those out changes no page.
 *
 * Only what esbuild prints is read: rules, and at-rules holding rules or kept whole (`@keyframes`, `@font-face`).
 * Anything unexpected (a nested rule, a comment in a selector) is kept as it is and matches nothing.
 */

/** A rule (`selector{declarations}`), a block at-rule, or a statement kept as it is. */
type CssNode =
  | { kind: 'rule'; prelude: string; declarations: string[] }
  | { kind: 'group'; prelude: string; nodes: CssNode[] }
  | { kind: 'raw'; text: string };

/** At-rules whose block holds rules, which a selector's place in the cascade depends on. */
const GROUPING = /^@(media|supports|container|layer)\b/;

/** `earlier` without the declarations `later` sets again for the same selector in the same at-rules. */
export function withoutOverridden(earlier: string, later: string): string {
  const setLater = new Map<string, Set<string>>();
  walkRules(parse(later), '', (key, rule) => {
    const props = setLater.get(key) ?? new Set();
    for (const d of rule.declarations) props.add(property(d));
    setLater.set(key, props);
  });
  const nodes = parse(earlier);
  prune(nodes, '', setLater);
  return print(nodes);
}

function prune(nodes: CssNode[], context: string, setLater: Map<string, Set<string>>): void {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    if (node.kind === 'group') {
      prune(node.nodes, `${context}${node.prelude}{`, setLater);
      if (node.nodes.length === 0) nodes.splice(i, 1);
    } else if (node.kind === 'rule') {
      const props = setLater.get(`${context}${node.prelude}`);
      if (!props) continue;
      // An `!important` declaration outweighs a later normal one: it stays.
      node.declarations = node.declarations.filter((d) => /!important$/i.test(d) || !props.has(property(d)));
      if (node.declarations.length === 0) nodes.splice(i, 1);
    }
  }
}

function walkRules(nodes: CssNode[], context: string, visit: (key: string, rule: CssNode & { kind: 'rule' }) => void) {
  for (const node of nodes) {
    if (node.kind === 'group') walkRules(node.nodes, `${context}${node.prelude}{`, visit);
    else if (node.kind === 'rule') visit(`${context}${node.prelude}`, node);
  }
}

/** A declaration's property (custom properties keep their case, as CSS does). */
function property(declaration: string): string {
  const name = declaration.slice(0, declaration.indexOf(':')).trim();
  return name.startsWith('--') ? name : name.toLowerCase();
}

function print(nodes: CssNode[]): string {
  return nodes
    .map((n) =>
      n.kind === 'raw'
        ? n.text
        : n.kind === 'rule'
          ? `${n.prelude}{${n.declarations.join(';')}}`
          : `${n.prelude}{${print(n.nodes)}}`,
    )
    .join('');
}

/** The rules and at-rules of `css`, in order. */
function parse(css: string): CssNode[] {
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
      if (GROUPING.test(name)) nodes.push({ kind: 'group', prelude, nodes: parse(body) });
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
