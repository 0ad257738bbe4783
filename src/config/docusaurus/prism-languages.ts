/**
 * The languages a Docusaurus 2 site's code blocks are coloured in. theme-classic 2.4 highlights with
 * prism-react-renderer 1.3's own Prism build, which knows a few dozen languages; `themeConfig.prism.additionalLanguages`
 * loads more (each a `prismjs/components/prism-<name>` file, which registers its aliases too), as does a swizzled
 * `src/theme/prism-include-languages` that requires them itself. A fence in any other language (`sh`, `java`,
 * `powershell` on a site that loads none) is plain text there, and so it is here; `prism.defaultLanguage` is the
 * language of a fence that names none.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hasGrammar } from '../../highlight-grammar.js';

/** What a site's code blocks are highlighted in (see the file comment). */
export interface PrismLanguages {
  /** The fence languages Prism knows on the site, aliases included, as written (Prism's names are lower case). */
  known: string[];
  /** `prism.defaultLanguage`: the language of a fence that names none. */
  defaultLanguage?: string;
}

/** The languages of prism-react-renderer 1.3.5's Prism build, aliases included (text, plain: no grammar). */
export const PRISM_REACT_RENDERER_LANGUAGES: readonly string[] = [
  'atom',
  'bash',
  'c',
  'clike',
  'coffee',
  'coffeescript',
  'cpp',
  'css',
  'diff',
  'git',
  'go',
  'graphql',
  'handlebars',
  'hbs',
  'html',
  'javascript',
  'js',
  'json',
  'jsx',
  'less',
  'makefile',
  'markdown',
  'markup',
  'markup-templating',
  'mathml',
  'md',
  'objc',
  'objectivec',
  'ocaml',
  'py',
  'python',
  'reason',
  'rss',
  'sass',
  'scss',
  'shell',
  'sql',
  'ssml',
  'stylus',
  'svg',
  'ts',
  'tsx',
  'typescript',
  'wasm',
  'webmanifest',
  'xml',
  'yaml',
  'yml',
];

/** The site's Prism languages from its `themeConfig.prism` (`prism`); what highlight.js cannot colour goes to `ignored`. */
export function prismLanguagesOf(prism: Record<string, unknown>, root: string, ignored: string[]): PrismLanguages {
  const added = Array.isArray(prism.additionalLanguages)
    ? prism.additionalLanguages.filter((name): name is string => typeof name === 'string')
    : [];
  const loaded = [...added, ...swizzledLanguages(root)];
  const aliases = componentAliases(root);
  const known = new Set([
    ...PRISM_REACT_RENDERER_LANGUAGES,
    ...loaded.flatMap((name) => [name, ...(aliases[name] ?? [])]),
  ]);
  for (const name of new Set(added)) {
    if (!hasGrammar(name))
      ignored.push(
        `themeConfig.prism.additionalLanguages: highlight.js has no grammar for ${name}; its code blocks show as plain text`,
      );
  }
  const defaultLanguage = typeof prism.defaultLanguage === 'string' ? prism.defaultLanguage : undefined;
  if (defaultLanguage && !(known.has(defaultLanguage) && hasGrammar(defaultLanguage)))
    ignored.push(
      `themeConfig.prism.defaultLanguage: ${known.has(defaultLanguage) ? 'highlight.js has no grammar for' : 'Prism does not load'} ${defaultLanguage}; code blocks without a language show as plain text`,
    );
  return { known: [...known].sort(), ...(defaultLanguage ? { defaultLanguage } : {}) };
}

/** The Prism components a swizzled `src/theme/prism-include-languages` requires (`prismjs/components/prism-kotlin`). */
function swizzledLanguages(root: string): string[] {
  const names: string[] = [];
  for (const ext of ['js', 'jsx', 'ts', 'tsx']) {
    const file = path.join(root, 'src/theme', `prism-include-languages.${ext}`);
    if (!existsSync(file)) continue;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(
      /prismjs\/components\/prism-([\w-]+?)(?:\.min)?(?:\.js)?['"`]/g,
    ))
      names.push(name);
  }
  return names;
}

/** Each Prism component's aliases, from the site's `prismjs/components.json` (none when prismjs is not installed). */
function componentAliases(root: string): Record<string, string[]> {
  let components: { languages?: Record<string, { alias?: string | string[] }> };
  try {
    const file = createRequire(path.join(root, 'package.json')).resolve('prismjs/components.json');
    components = JSON.parse(readFileSync(file, 'utf8')) as typeof components;
  } catch {
    return {};
  }
  const aliases: Record<string, string[]> = {};
  for (const [name, { alias }] of Object.entries(components.languages ?? {}))
    if (alias) aliases[name] = Array.isArray(alias) ? alias : [alias];
  return aliases;
}
