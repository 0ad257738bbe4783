/**
 * Number prefixes of doc file and folder names (`01-intro.md`, `02-guides/`): Docusaurus strips them from ids,
 * URLs and sidebar labels and reads them as sidebar positions. A docs plugin's `numberPrefixParser` changes how:
 * `false` keeps every name as written, a function `(name) => ({ filename, numberPrefix })` replaces the default
 * parser wherever Docusaurus uses it. The site's function lives in the config, which only the main thread holds:
 * ids, URLs and sidebars are all made there.
 */
import { docsPluginOptions, DEFAULT_PLUGIN_ID } from '../config/docs-versions.js';
import { runSiteCode } from '../config/run-site-code.js';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError } from '../errors.js';

/** A name without its number prefix, and the prefix (null for none). */
export type NumberPrefixParser = (name: string) => { name: string; prefix: number | null };

/** Docusaurus's `numberPrefixParser` option: false, or a function returning `{ filename, numberPrefix }`. */
export type SiteNumberPrefixParser = false | ((filename: string) => unknown);

/**
 * A file or folder name without its number prefix, as Docusaurus's default parser reads it: `01-intro` -> `intro`
 * (prefix 1), `1.2-x` stays as it is (a version or date, not an order).
 */
export function parseNumberPrefix(name: string): { name: string; prefix: number | null } {
  if (IGNORED_PREFIX.test(name)) return { name, prefix: null };
  const m = NUMBER_PREFIX.exec(name);
  return m ? { name: m[2], prefix: Number.parseInt(m[1], 10) } : { name, prefix: null };
}

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
// Docusaurus leaves date- and version-like names alone (`2021-01-01-x`, `1.2.3`).
const IGNORED_PREFIX = /^\d+[-_.]\d+/;

/** Docusaurus's parser for `numberPrefixParser: false`: every name as written, none positioned. */
export const keepNumberPrefix: NumberPrefixParser = (name) => ({ name, prefix: null });

/**
 * The parser for one doc: its front matter `parse_number_prefixes: false` keeps its file and folder names as written
 * in its id, URL and sidebar position (Docusaurus's doc front matter); else, `true` or unset, the docs plugin's.
 */
export function docNumberPrefixParser(
  fm: { parse_number_prefixes?: boolean | null },
  parse: NumberPrefixParser,
): NumberPrefixParser {
  return fm.parse_number_prefixes === false ? keepNumberPrefix : parse;
}

// One wrapper per site function, so a name is parsed once however often ids, URLs and sidebars ask.
const wrapped = new WeakMap<(filename: string) => unknown, NumberPrefixParser>();

/** The parser of a docs plugin (`default` for the main docs): the site's, or Docusaurus's default. */
export function numberPrefixParserOf(config: ResolvedConfig, pluginId = DEFAULT_PLUGIN_ID): NumberPrefixParser {
  const option = docsPluginOptions(config, pluginId)?.numberPrefixParser as SiteNumberPrefixParser | undefined;
  if (option === false) return keepNumberPrefix;
  if (typeof option !== 'function') return parseNumberPrefix;
  let parser = wrapped.get(option);
  if (!parser) wrapped.set(option, (parser = siteParser(option, config, pluginId)));
  return parser;
}

/** The site's function as a parser: run as site code, its answer checked, each name's answer kept. */
function siteParser(fn: (filename: string) => unknown, config: ResolvedConfig, pluginId: string): NumberPrefixParser {
  const file = config.configFile ?? config.root;
  const where = pluginId === DEFAULT_PLUGIN_ID ? 'docs' : `the docs plugin "${pluginId}"`;
  const answers = new Map<string, { name: string; prefix: number | null }>();
  return (name) => {
    let answer = answers.get(name);
    if (answer) return answer;
    const doing = `the numberPrefixParser of ${where} (for "${name}")`;
    const result = callSite(() => fn(name), file, doing) as { filename?: unknown; numberPrefix?: unknown };
    if (typeof result?.filename !== 'string' || !['number', 'undefined'].includes(typeof result.numberPrefix))
      throw new SitegenError(`${doing} returned ${JSON.stringify(result) ?? String(result)}`, {
        location: { file },
        hint: 'return { filename, numberPrefix }: the name without its prefix, and the prefix as a number (or undefined).',
      });
    answer = { name: result.filename, prefix: typeof result.numberPrefix === 'number' ? result.numberPrefix : null };
    answers.set(name, answer);
    return answer;
  };
}

/** The site's call; what it throws becomes an error naming the config. */
function callSite(fn: () => unknown, file: string, doing: string): unknown {
  try {
    return runSiteCode(fn, { file, doing });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`${doing} failed: ${(error as Error)?.message ?? String(error)}`, {
      location: { file },
      cause: error,
      hint: 'the function threw; fix it in the config, or remove it to parse number prefixes as Docusaurus does.',
    });
  }
}
