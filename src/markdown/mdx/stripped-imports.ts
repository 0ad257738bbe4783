/**
 * remark-mdx-filter-imports, which docusaurus-plugin-internaldocs-fb's preset adds to a public build of Meta's
 * sites: Markdown's import declarations of files whose path matches `strippedFilePattern` are removed (metro's and
 * flipper's docs import partials from an `fb/` folder that only the internal repository has). The components they
 * named become MDX 1's shortcodes, empty `<div>`s, as in Docusaurus.
 */
import { parse } from 'es-module-lexer';
import type { StrippedImports } from '../../../templates/docusaurus/context-types.js';
import type { EsmBlock } from '../preprocess.js';

/** What stripping leaves: the blocks, and each name a removed declaration bound, with the module it named. */
export interface StrippedEsm {
  esm: EsmBlock[];
  /** `FbNpmDeps` -> `../fb/_deps.mdx`: `<FbNpmDeps />` then renders MDX 1's shortcode (elements.ts says why). */
  names: Map<string, string>;
}

/**
 * `esm` without the import declarations whose module matches `pattern`; a block left with nothing else is dropped.
 * A removed declaration leaves its line breaks, so the lines of what follows it in its block stay where they were.
 */
export function stripImports(esm: EsmBlock[], pattern: RegExp | undefined): StrippedEsm {
  const names = new Map<string, string>();
  if (!pattern) return { esm, names };
  const kept = esm.flatMap((block) => {
    // Import declarations only: the plugin leaves `export ... from` alone.
    const stripped = (tryParse(block.code) ?? [])
      .flatMap((i) =>
        i.type === 'static' && block.code.startsWith('import', i.importStart) && pattern.test(i.specifier) ? [i] : [],
      )
      .reverse();
    if (!stripped.length) return [block];
    let code = block.code;
    for (const { importStart, importEnd, specifier } of stripped) {
      const end = code[importEnd] === ';' ? importEnd + 1 : importEnd;
      for (const name of boundNames(code.slice(importStart, end))) names.set(name, specifier);
      code = code.slice(0, importStart) + code.slice(importStart, end).replace(/[^\n]/g, '') + code.slice(end);
    }
    return code.trim() ? [{ ...block, code }] : [];
  });
  return { esm: kept, names };
}

/** The local names an import declaration binds: `import A, { b as B, C } from 'x'` -> A, B, C; `* as N` -> N. */
function boundNames(declaration: string): string[] {
  const clause = /^import\s+(?:type\s+)?([\s\S]*?)\s*\bfrom\s*['"]/.exec(declaration)?.[1] ?? '';
  const named = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
  const outside = clause.replace(/\{[\s\S]*\}/, '');
  const locals = named.split(',').map(localName);
  const others = outside.split(',').map((part) => part.replace(/^\*\s*as\s+/, '').trim());
  return [...others, ...locals].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/** The name a specifier binds, its last word: `b as B` -> B, `C` -> C. */
function localName(spec: string): string {
  return /([\w$]+)\s*$/.exec(spec)?.[1] ?? '';
}

/** The block's imports; none when it is not plain JavaScript (checkEsm names what is wrong with it). */
function tryParse(code: string) {
  try {
    return parse(code)[0];
  } catch {
    return undefined;
  }
}

/** The pattern that applies to a source of `kind` (the plugin runs in the sections whose options list it). */
export function strippedPattern(stripped: StrippedImports | undefined, kind: string): RegExp | undefined {
  return stripped?.sections.includes(sectionOf(kind)) ? new RegExp(stripped.source, stripped.flags) : undefined;
}

/** The classic preset's section whose options (remark plugins...) apply to a source of `kind`. */
export function sectionOf(kind: string): StrippedImports['sections'][number] {
  return kind === 'doc' ? 'docs' : kind === 'blog' ? 'blog' : 'pages';
}
