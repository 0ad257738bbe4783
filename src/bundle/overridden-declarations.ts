/**
 * Declarations of one stylesheet that a later one sets again for the same selector. On a Docusaurus site the
 * Infima layer comes after sitegen's theme and restates many of its rules with its own values: a declaration whose
 * rule the layer repeats (same selector, in the same `@media` or `@supports`) and whose property it sets again never
 * applies, since the later of two rules of equal weight wins. Leaving those out changes no page.
 *
 * Anything css-nodes.ts keeps as it is (a nested rule, a comment in a selector) matches nothing.
 */
import { parseCss, printCss, type CssNode } from './css-nodes.js';

/** `earlier` without the declarations `later` sets again for the same selector in the same at-rules. */
export function withoutOverridden(earlier: string, later: string): string {
  const setLater = new Map<string, Set<string>>();
  walkRules(parseCss(later), '', (key, rule) => {
    const props = setLater.get(key) ?? new Set();
    for (const d of rule.declarations) props.add(property(d));
    setLater.set(key, props);
  });
  const nodes = parseCss(earlier);
  prune(nodes, '', setLater);
  return printCss(nodes);
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
