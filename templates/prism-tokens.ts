/**
 * Prism's token classes in highlight.js's HTML, for a Docusaurus site: theme-classic draws code with
 * prism-react-renderer, whose spans carry Prism's classes (`token keyword`, `token tag punctuation`), and a site's
 * CSS colours code through them (ionic-docs's `.token.comment`, `.token.tag.class-name`). Each highlight.js span
 * that stands for a Prism token holds one `<span class="token ...">` around its text, the types flattened as
 * prism-react-renderer flattens them (a tag's parts carry `tag` first). The token span is inside highlight.js's, not
 * the same element: a class on the inner element is the site's rule's to set, whatever the highlight.js theme or
 * the Prism theme's CSS (src/config/docusaurus/prism-css.ts) gives the outer one, as Prism's unstyled types leave a
 * site's CSS in charge.
 */

/** A highlight.js scope and the Prism token types Prism gives the same code, the closest first. */
export interface ScopeTypes {
  /** highlight.js's classes without the `hljs-` of the first: `keyword`, `title function_`. */
  scope: string;
  /** Only inside this scope (a tag's attributes). */
  within?: string;
  /** Only in code of these languages: the `<pre>`'s `language-*` (the fence's name) or highlight.js's grammar. */
  languages?: string[];
  /** Only a span of one of these texts: a token class alone, which no CSS selector of a Prism theme can tell. */
  text?: string[];
  /** Prism's types, the closest first: a Prism theme's colour is the first of them it styles (prism-css.ts). */
  types: string[];
  /** The class Prism writes, where it is not the first of `types` (a judgement call: see each). */
  token?: string | null;
}

/** Python's names: highlight.js's grammar and the fence languages of Prism's. */
const PYTHON = ['python', 'py'];

/** JavaScript's names apart from TypeScript's, and TypeScript's: Prism's grammars for them differ. */
const JS_ONLY = ['javascript', 'js', 'jsx'];
const TS_ONLY = ['typescript', 'ts', 'tsx'];

/** The classes js-extras calls `known-class-name` (prism-react-renderer 1.3.5). */
const KNOWN_CLASSES = [
  'Array',
  'ArrayBuffer',
  'BigInt',
  'Boolean',
  'DataView',
  'Date',
  'Error',
  'Function',
  'Intl',
  'JSON',
  'Map',
  'Math',
  'Number',
  'Object',
  'Promise',
  'Proxy',
  'Reflect',
  'RegExp',
  'Set',
  'String',
  'Symbol',
  'WeakMap',
  'WeakSet',
  'WebAssembly',
];

/** What Prism's TypeScript calls `builtin`. */
const TS_BUILTINS = [
  'Array',
  'Function',
  'Promise',
  'any',
  'boolean',
  'console',
  'never',
  'number',
  'string',
  'symbol',
  'unknown',
];

/** JavaScript's and TypeScript's names: highlight.js's grammars and the fence languages of theirs. */
const JS_LANGUAGES = ['javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx'];

/** highlight.js scopes -> Prism token types: the one table both the token classes and a Prism theme's CSS read. */
export const HLJS_TO_PRISM: ScopeTypes[] = [
  { scope: 'comment', types: ['comment'] },
  { scope: 'quote', types: ['comment'] },
  // A `<!DOCTYPE>`, `#include`, a decorator, a shebang: Prism names each its own way (doctype, macro, decorator,
  // shebang); prolog is what its themes colour like all of them.
  { scope: 'meta', types: ['prolog', 'doctype'] },
  // A decorator (`@NgModule`) in JavaScript and TypeScript: Prism's `decorator` with its name a `function` (its `@`
  // is an operator there, which the whole takes the name's colour here).
  { scope: 'meta', languages: JS_LANGUAGES, types: ['function'], token: 'decorator function' },
  // A C# attribute (`[assembly: XmlnsDefinition(...)]`) or directive (`#region`): Prism's `attribute` and
  // `preprocessor`, which its themes leave plain (a directive's keyword keeps its own colour inside).
  { scope: 'meta', languages: ['csharp', 'cs', 'c#'], types: ['attribute'] },
  // Python's decorator (its dotted name alone: src/markdown/prism-grammars.ts): Prism's `decorator`, which it also
  // calls an annotation and punctuation, the class themes colour.
  {
    scope: 'meta',
    languages: PYTHON,
    types: ['decorator', 'annotation', 'punctuation'],
    token: 'decorator annotation punctuation',
  },
  { scope: 'doctag', types: ['keyword'] },
  { scope: 'keyword', types: ['keyword'] },
  // `true`, `false`; JavaScript's `null` and `undefined` are keywords to Prism, `NaN` and `Infinity` numbers.
  { scope: 'literal', types: ['boolean', 'constant', 'keyword'] },
  { scope: 'literal', languages: JS_LANGUAGES, text: ['null', 'undefined'], types: ['keyword'] },
  { scope: 'literal', languages: JS_LANGUAGES, text: ['NaN', 'Infinity'], types: ['number'] },
  // `module`, `window`: plain in Prism's JavaScript; `this` and `super` are its keywords; `console` is js-extras's
  // class name in JavaScript, a builtin in TypeScript (whose grammar js-extras does not reach).
  { scope: 'variable language_', types: [] },
  { scope: 'variable language_', text: ['this', 'super'], types: ['keyword'] },
  {
    scope: 'variable language_',
    languages: JS_ONLY,
    text: ['console'],
    types: ['class-name'],
    token: 'console class-name',
  },
  { scope: 'variable language_', languages: TS_ONLY, text: ['console'], types: ['builtin'] },
  // `require(...)`, `setTimeout(...)`: Prism sees a function call; `Promise`, `Object`: a class name; TypeScript's
  // `number`: a builtin.
  { scope: 'built_in', types: ['function', 'class-name', 'builtin'] },
  // TypeScript's own type names (`string`, `boolean`) and `console`: its Prism grammar's `builtin`.
  { scope: 'built_in', languages: TS_ONLY, text: TS_BUILTINS, types: ['builtin'] },
  // Python's builtins (`print`, `len`) are Prism's `builtin`, its typing names (`Dict`, `Optional`) plain.
  { scope: 'built_in', languages: PYTHON, types: ['builtin'] },
  // Python 2's `print` and `exec` statements, which Prism's Python lists as keywords still.
  { scope: 'built_in', languages: PYTHON, text: ['print', 'exec'], types: ['keyword'] },
  { scope: 'type', languages: PYTHON, types: [] },
  { scope: 'title', types: ['function'] },
  { scope: 'title function_', types: ['function'] },
  { scope: 'title class_', types: ['class-name'] },
  // A capitalised name where Prism's JavaScript sees no class (`Metro.loadConfig()`): js-extras's maybe-class-name,
  // which most themes leave plain (maybeClassNames below tells the two apart).
  { scope: 'title class_ maybe_', types: ['maybe-class-name'] },
  // js-extras's known classes (`Array.from`, `JSON.parse`) are class names; TypeScript has no js-extras.
  {
    scope: 'title class_ maybe_',
    languages: JS_ONLY,
    text: KNOWN_CLASSES,
    types: ['class-name'],
    token: 'known-class-name class-name',
  },
  { scope: 'title class_ maybe_', languages: TS_ONLY, types: [] },
  { scope: 'title class_ maybe_', languages: TS_ONLY, text: TS_BUILTINS, types: ['builtin'] },
  { scope: 'type', types: ['class-name', 'builtin'] },
  { scope: 'string', types: ['string'] },
  // `${...}` in a template string is code to Prism, in the plain colour, not the string's.
  { scope: 'subst', types: ['plain'], token: 'interpolation' },
  { scope: 'char escape_', types: ['char', 'string'] },
  { scope: 'regexp', types: ['regex', 'string'] },
  { scope: 'number', types: ['number'] },
  { scope: 'operator', types: ['operator'] },
  { scope: 'punctuation', types: ['punctuation'] },
  // Member access (`module.exports`): Prism's `property-access`, which themes seldom style.
  { scope: 'property', types: ['property-access'] },
  // JSON keys are Prism's `property`, YAML keys its `atrule`, HTML attributes (in a tag) its `attr-name` and their
  // values its `attr-value`.
  { scope: 'attr', types: ['property'] },
  // An object literal's key: prism-react-renderer 1.3's JavaScript (and JSX) marks it `literal-property`, its
  // TypeScript and TSX do not; one whose value is a function (`add: (s) => ...`) is a `function-variable` in all
  // of them (marked `fn_value_` by `functionKeys`).
  { scope: 'attr', languages: JS_ONLY, types: ['property'], token: 'literal-property property' },
  { scope: 'attr', languages: TS_ONLY, types: [] },
  { scope: 'attr fn_value_', languages: JS_LANGUAGES, types: ['function'], token: 'function-variable function' },
  // A custom property (`--color`), which highlight.js tells from a property (`attribute`): css-extras's `variable`.
  { scope: 'attr', languages: ['css', 'scss', 'less'], types: ['variable'] },
  { scope: 'attr', languages: ['yaml', 'yml'], types: ['atrule'] },
  { scope: 'attr', within: 'tag', types: ['attr-name'] },
  { scope: 'string', within: 'tag', types: ['attr-value', 'string'] },
  { scope: 'attribute', types: ['property', 'attr-name'] },
  { scope: 'variable', types: ['variable'] },
  { scope: 'template-variable', types: ['variable'] },
  { scope: 'tag', types: ['tag'] },
  { scope: 'name', types: ['tag'] },
  { scope: 'selector-tag', types: ['selector'] },
  { scope: 'selector-class', types: ['selector'] },
  { scope: 'selector-id', types: ['selector'] },
  { scope: 'selector-attr', types: ['selector'] },
  { scope: 'selector-pseudo', types: ['selector'] },
  { scope: 'symbol', types: ['symbol'] },
  { scope: 'link', types: ['url'] },
  { scope: 'addition', types: ['inserted'] },
  { scope: 'deletion', types: ['deleted'] },
  { scope: 'emphasis', types: ['italic'] },
  { scope: 'strong', types: ['bold'] },
];

/** The CSS selector of `entry` (`.hljs-title.function_`, `.hljs-tag .hljs-attr`). */
export function scopeSelector(entry: ScopeTypes): string {
  const [first, ...rest] = entry.scope.split(' ');
  const own = `.hljs-${first}${rest.map((c) => `.${c}`).join('')}`;
  if (entry.within) return `.hljs-${entry.within} ${own}`;
  // The `language-*` class is on the `<pre>` the rule is scoped to (CODE_SCOPE) and on the block around it, never
  // inside it: the span is matched by an ancestor of that class, the pre included.
  if (entry.languages) return `${own}:is(${entry.languages.map((l) => `.language-${cssName(l)} *`).join(', ')})`;
  return own;
}

/** `name` as a CSS class name: `c#` is `c\#`. */
function cssName(name: string): string {
  return name.replace(/[^\w-]/g, (c) => `\\${c}`);
}

/** The table's entries by the first class of their scope, the most specific first (as CSS weighs them). */
const BY_CLASS = new Map<string, ScopeTypes[]>();
for (const entry of HLJS_TO_PRISM) {
  const first = entry.scope.split(' ')[0];
  BY_CLASS.set(first, [...(BY_CLASS.get(first) ?? []), entry]);
}
for (const entries of BY_CLASS.values()) entries.sort((a, b) => weight(b) - weight(a));

/** A tag's attribute in JSX is the tag's, not the language's: its CSS rule comes later in the table too. */
function weight(entry: ScopeTypes): number {
  return entry.scope.split(' ').length + (entry.text ? 3 : entry.within ? 2 : entry.languages ? 1 : 0);
}

/** The Prism class of a highlight.js span's `classes` in `grammar`, inside a tag or not, and its text; null: none. */
function tokenOf(classes: string[], grammar: string, inTag: boolean, text: string): string | null {
  const name = classes[0]?.startsWith('hljs-') ? classes[0].slice('hljs-'.length) : null;
  if (!name) return null;
  const entry = BY_CLASS.get(name)?.find(
    (e) =>
      e.scope
        .split(' ')
        .slice(1)
        .every((c) => classes.includes(c)) &&
      (!e.within || (e.within === 'tag' && inTag)) &&
      (!e.languages || e.languages.includes(grammar)) &&
      (!e.text || e.text.includes(text)),
  );
  if (!entry) return null;
  return entry.token === undefined ? (entry.types[0] ?? null) : entry.token;
}

/** Grammars whose tags are JSX: a capitalised tag name is a component, Prism's `class-name` (prism-jsx). */
const JSX = new Set(['javascript', 'typescript']);

/** highlight.js's HTML is its spans and escaped text, nothing else. */
const PIECES = /(<span class="[^"]*">|<\/span>)/;

/** A tag's own text (not its parts' spans): `<`, `</`, `>`, `/>` and `=`, which Prism marks as punctuation. */
const TAG_PUNCTUATION = /(&lt;\/?|\/?&gt;|=)/;

/**
 * `html` (highlight.js's for code in `grammar`) with Prism's token classes: each span Prism would make a token
 * holds a `token` span, a tag's `<`, `>` and `=` become Prism's punctuation spans.
 */
export function addPrismTokens(html: string, grammar: string): string {
  // Per open highlight.js span: whether it holds a token span to close, and whether it is a tag.
  const open: { token: boolean; tag: boolean }[] = [];
  let out = '';
  const pieces = (JSX.has(grammar) ? functionKeys(maybeClassNames(html)) : html).split(PIECES);
  for (const [i, piece] of pieces.entries()) {
    if (!piece) continue;
    const inTag = open.some((o) => o.tag);
    if (piece.startsWith('<span')) {
      const classes = piece.slice('<span class="'.length, -2).split(' ');
      const tag = classes[0] === 'hljs-tag';
      // The span's own text, where no other span opens first.
      const type = tag ? null : tokenOf(classes, grammar, inTag, pieces[i + 1] ?? '');
      const types = type ? tokenTypes(type, inTag) : null;
      const token = types ? `<span class="token ${types}">` : '';
      out += piece + token;
      open.push({ token: token !== '', tag });
      continue;
    }
    if (piece === '</span>') {
      out += open.pop()?.token ? '</span></span>' : '</span>';
      continue;
    }
    out += open.length && open[open.length - 1].tag ? tagText(piece) : piece;
  }
  if (!JSX.has(grammar)) return out;
  return out
    .replace(NAME_IN_JSX, (span, name: string) =>
      /^[A-Z]/.test(name) ? span.replace('token tag"', 'token tag class-name"') : span,
    )
    .replace(EXPRESSION_VALUE, (_, code: string) => `${SCRIPT}${BRACE}{</span>${code}${BRACE}}</span></span>`);
}

/**
 * An attribute's `{expression}` value in JSX, which highlight.js marks a string: Prism's jsx reads it as a script,
 * its braces punctuation and its code in the tag's colour (`store={store}`: react-redux's `<Provider>`).
 */
const EXPRESSION_VALUE = /<span class="token tag attr-value">\{([^<{}]*)\}<\/span>/g;
const SCRIPT = '<span class="token tag script language-javascript">';
const BRACE = '<span class="token tag script language-javascript punctuation">';

/** A class name as highlight.js marks every capitalised name in JavaScript, and the keyword right before it, if any. */
const CLASS_TITLE = /(<span class="hljs-keyword">(\w+)<\/span>\s*)?<span class="hljs-title class_">/g;

/** The keywords after which Prism's JavaScript sees a class name (clike's `class-name`). */
const CLASS_KEYWORDS = new Set(['class', 'extends', 'implements', 'instanceof', 'interface', 'new']);

/** What follows a name Prism calls a class for it (`Foo.prototype`), the marks' and highlight.js's spans aside. */
const PROTOTYPE_AFTER =
  /^[^<]*<\/span>(?:<span class="[^"]*">|<\/span>)*\.(?:<\/span>|<span class="[^"]*">)*(?:prototype|constructor)\b/;

/**
 * highlight.js's class names in JavaScript that Prism does not call one, marked `maybe_`: Prism's is a name after
 * a class keyword or before `.prototype`/`.constructor`, any other capitalised name is js-extras's maybe-class-name.
 */
function maybeClassNames(html: string): string {
  return html.replace(CLASS_TITLE, (span, before: string | undefined, keyword: string | undefined, at: number) => {
    if (keyword && CLASS_KEYWORDS.has(keyword)) return span;
    if (PROTOTYPE_AFTER.test(html.slice(at + span.length, at + span.length + 200))) return span;
    return `${before ?? ''}<span class="hljs-title class_ maybe_">`;
  });
}

/** An object literal's key as highlight.js marks it in JavaScript. */
const KEY = /<span class="hljs-attr">[^<]*<\/span>/g;

/**
 * What follows a key Prism calls a `function-variable` (javascript's pattern): a colon, then a function or an arrow
 * function (`(a, b) =>`, `a =>`), in the text after it with highlight.js's spans left out.
 */
const FUNCTION_VALUE = /^\s*:\s*(?:async\s*)?(?:function\b|\((?:[^()]|\([^()]*\))*\)\s*=&gt;|[_$a-zA-Z][\w$]*\s*=&gt;)/;

/** highlight.js's keys whose value is a function, marked `fn_value_` for Prism's `function-variable`. */
function functionKeys(html: string): string {
  return html.replace(KEY, (span, at: number) => {
    const after = html.slice(at + span.length, at + span.length + 300).replace(/<[^>]*>/g, '');
    return FUNCTION_VALUE.test(after) ? span.replace('hljs-attr', 'hljs-attr fn_value_') : span;
  });
}

/** A tag name's token span, for JSX components (`<IonButton>`) to be marked Prism's class names. */
const NAME_IN_JSX = /<span class="token tag">([^<]*)<\/span>/g;

/** A token's classes: inside a tag, its types follow the tag's, as prism-react-renderer flattens nested tokens. */
function tokenTypes(type: string, inTag: boolean): string {
  return inTag && type !== 'tag' ? `tag ${type}` : type;
}

/** Text of a tag outside its parts: its `<`, `>`, `/>` as Prism's punctuation, `=` as the attribute value's. */
function tagText(text: string): string {
  return text
    .split(TAG_PUNCTUATION)
    .map((part, i) => {
      if (i % 2 === 0) return part;
      const types = part === '=' ? 'tag attr-value punctuation attr-equals' : 'tag punctuation';
      return `<span class="token ${types}">${part}</span>`;
    })
    .join('');
}
