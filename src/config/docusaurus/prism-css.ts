/**
 * A prism-react-renderer theme object (`{ plain, styles: [{ types, style }] }`, what `themeConfig.prism.theme`
 * holds) as CSS for sitegen's highlight.js markup, so code shows the colours Docusaurus gives it: jest's themes
 * are objects of their own (an installed theme's styles with the site's after them), which no highlight.js theme
 * is close to. Each highlight.js class takes the style of the first Prism token type the theme styles among the
 * ones Prism gives the same code; a class with none has the plain colour, as Prism leaves such code.
 */

import { CODE_SCOPE } from '../../../templates/code-lines.js';
import { HLJS_TO_PRISM, scopeSelector } from '../../../templates/prism-tokens.js';

type Obj = Record<string, unknown>;

/** The style properties of a Prism theme that CSS takes as they are (camelCase -> kebab-case). */
const PROPERTIES = [
  'color',
  'backgroundColor',
  'background',
  'fontStyle',
  'fontWeight',
  'textDecorationLine',
  'opacity',
];

/** The Prism token types src/markdown/code-marks.ts marks in highlight.js's HTML, where a theme colours them. */
export const MARK_TYPES = ['operator', 'punctuation', 'function', 'number'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

/** Whether `theme` holds colours (an installed or hand-written theme), not only a name. */
export function hasPrismColours(theme: Obj): boolean {
  return Object.keys(obj(theme.plain)).length > 0 || (Array.isArray(theme.styles) && theme.styles.length > 0);
}

/** CSS giving `theme`'s colours to code blocks under `scope` (`[data-theme=light]`). */
export function prismThemeCss(theme: Obj, scope: string): string {
  const byType = stylesByType(theme.styles);
  const plain = obj(theme.plain);
  if (typeof plain.color === 'string') byType.set('plain', { color: 'var(--c-code-text)' });
  const rules: string[] = [];
  const block: string[] = [];
  if (typeof plain.backgroundColor === 'string') block.push(`--c-code-bg:${plain.backgroundColor}`);
  if (typeof plain.color === 'string') block.push(`--c-code-text:${plain.color}`);
  if (block.length) rules.push(`${scope} .code-block,${scope} .markdown pre{${block.join(';')}}`);
  // Over the highlight.js theme's own `.hljs` colour.
  if (typeof plain.color === 'string') rules.push(`${scope} ${CODE_SCOPE}{color:var(--c-code-text)}`);
  // Classes the theme leaves unstyled show the plain colour; the ones it styles follow (same weight, later wins).
  rules.push(`${scope} ${CODE_SCOPE} [class*=hljs-]{color:inherit;font-style:inherit;font-weight:inherit}`);
  for (const entry of HLJS_TO_PRISM) {
    // A type by the span's text (`this`) has no selector; its token class takes the theme's style (`tokenRules`).
    if (entry.text) continue;
    const { types } = entry;
    const selector = scopeSelector(entry);
    const style = types.map((t) => byType.get(t)).find(Boolean);
    // A class Prism gives no type of its own is plain even where a shorter selector above styled it; so is one
    // more specific (`.hljs-title.class_`, YAML's keys) whose type the theme leaves plain, where the shorter one
    // has a colour.
    const specific = /[ .:]/.test(selector.slice(1));
    const plainHere = types.length === 0 || (!style && specific);
    // A more specific class takes only its own type's style, as a Prism token does: what the shorter selector set
    // and this type does not (the italic of highlight.js's meta on a Python decorator) goes back to the code's.
    const own = style && specific ? { ...UNSET, ...style } : style;
    const css = plainHere ? declarations(UNSET) : own && declarations(own);
    if (css) rules.push(`${scope} ${CODE_SCOPE} ${selector}{${css}}`);
  }
  rules.push(...tokenRules(byType, scope));
  return rules.join('\n');
}

/**
 * The theme's styles on Prism's token classes (templates/prism-tokens.ts), over a site's CSS for the same
 * classes as theme-classic's inline styles are: the site's `.token.keyword` colours only what the theme leaves
 * plain. A token of several types takes the last one's style, as prism-react-renderer merges them: a tag's parts
 * (`token tag attr-value punctuation`) list `tag` first, then the attribute value, then their own.
 */
function tokenRules(byType: Map<string, Obj>, scope: string): string[] {
  const outer = ['tag', 'attr-value'];
  const types = [...byType.keys()].filter((type) => type !== 'plain' && /^[\w-]+$/.test(type));
  types.sort((a, b) => rank(b, outer) - rank(a, outer));
  return types.flatMap((type) => {
    const css = declarations(byType.get(type) ?? {});
    return css ? [`${scope} ${CODE_SCOPE} .token.${type}{${css}}`] : [];
  });
}

/** How far out `type` nests among `outer` (the first the outermost), 0 for any other. */
function rank(type: string, outer: string[]): number {
  const i = outer.indexOf(type);
  return i < 0 ? 0 : outer.length - i;
}

/**
 * Of `types`, those that one of `themes` shows unlike its plain code (another colour, a font style...): the
 * only ones code-marks.ts need mark, since text left unmarked shows the plain colour. A theme with no colours at
 * all (ionic-docs's `{ plain: {}, styles: [] }`) leaves code to the site's CSS for Prism's token classes, which may
 * colour any type: all are marked.
 */
export function styledTypes(themes: Obj[], types: readonly string[]): string[] {
  if (themes.some((theme) => !hasPrismColours(theme))) return [...types];
  return types.filter((type) =>
    themes.some((theme) => {
      const style = stylesByType(theme.styles).get(type);
      if (!style) return false;
      const plain = obj(theme.plain);
      return PROPERTIES.some((p) => style[p] !== undefined && (p !== 'color' || style.color !== plain.color));
    }),
  );
}

/**
 * Each token type's style, later entries of `styles` overriding earlier ones, as Prism applies them. An entry for
 * some languages only (vsDark's grey `punctuation` of `markup`) is left out: it would recolour every language's.
 */
function stylesByType(styles: unknown): Map<string, Obj> {
  const out = new Map<string, Obj>();
  for (const entry of Array.isArray(styles) ? styles : []) {
    const { types, style, languages } = obj(entry);
    if (!Array.isArray(types) || languages !== undefined) continue;
    for (const type of types) out.set(String(type), { ...out.get(String(type)), ...obj(style) });
  }
  return out;
}

/** The code's own text style, for a class whose type sets none of it. */
const UNSET: Obj = { color: 'inherit', fontStyle: 'inherit', fontWeight: 'inherit' };

function declarations(style: Obj): string {
  return PROPERTIES.filter((p) => typeof style[p] === 'string' || typeof style[p] === 'number')
    .map((p) => `${p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(style[p]).replace(/[;{}]/g, '')}`)
    .join(';');
}

function obj(value: unknown): Obj {
  return value && typeof value === 'object' ? (value as Obj) : {};
}
