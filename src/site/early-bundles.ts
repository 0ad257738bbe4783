/**
 * The build's esbuild work, started before parse: esbuild works in its own process, so it takes the second core
 * while this thread parses the Markdown. The page modules need nothing parse finds. The client bundle does (the
 * islands and CSS Markdown files import, whether a page has a diagram): without a build cache it is started with a
 * guess, none of those but the diagrams that a `mermaid` fence in some source announces, and once parse has run the
 * guess is checked against what it found. A wrong guess is bundled again, and a guess that failed to bundle is
 * never reported: the output and the errors are those of the bundle made from what parse found.
 */
import { bundleClient, startStylesheet, type ClientBundle } from '../bundle/bundle-client.js';
import { mergeIslands } from '../bundle/islands.js';
import type { FileInputsCache } from '../cache/file-inputs-cache.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { ParsedContent } from '../content/parse-entries.js';
import { bundlePageModules, type PageModules } from '../pages/bundle-page-modules.js';
import { docusaurusSiteCss, startDocusaurusSiteCss } from '../pages/docusaurus/site-css.js';
import type { BuildWarning, ClientModule, ContentFile } from '../types.js';

/** The esbuild work of a build, under way. */
export interface EarlyBundles {
  /** The bundled page modules (rejects with the error of bundling them). */
  pageModules: Promise<PageModules>;
  /** Settles when the work started before parse has (parse lets the event loop turn until then). */
  settled: Promise<unknown>;
  /** The client bundle of the parsed site: the one started early when its guess was right, else a new one. */
  client(parsed: ParsedContent): Promise<ClientBundle>;
}

/** What the client bundle is made from, beside the config. */
interface ClientInputs {
  diagrams: boolean;
  islands: ClientModule[];
  pageCss: string;
}

/** Start bundling the page modules, and (without a cache) the client bundle for what parse is guessed to find. */
export function startEarlyBundles({
  config,
  files,
  cache,
  minify,
  warnings,
}: {
  config: ResolvedConfig;
  /** The scanned sources (the diagrams guess reads them). */
  files: ContentFile[];
  /** The build cache's bundles: the client bundle is then made after parse, by its key alone. */
  cache?: FileInputsCache;
  minify?: boolean;
  /** Where bundling the page modules warns (a translated page that translates no page). */
  warnings: BuildWarning[];
}): EarlyBundles {
  const pageModules = bundlePageModules({ config, cache, warnings });
  // Without a cache the client bundle is made now: the stylesheets that need no page are started beside the page
  // modules rather than after them, since every step of that chain waits for a slice of parse.
  const siteCss = cache ? null : startDocusaurusSiteCss(config);
  const stylesheet = cache ? undefined : startStylesheet(config, minify ?? true);
  const bundle = async (inputs: ClientInputs) => {
    const modules = await pageModules;
    return bundleClient({
      config,
      minify: minify ?? true,
      diagrams: inputs.diagrams,
      islands: inputs.islands,
      islandPlugins: modules.islandPlugins,
      cache,
      stylesheet,
      cssModules: modules.cssModules,
      extraCss: await (siteCss?.withPages(inputs.pageCss) ?? docusaurusSiteCss({ config, pageCss: inputs.pageCss })),
    });
  };
  const guess = cache ? null : guessedInputs(config, files, pageModules);
  const early = guess?.then(async (inputs) => ({ inputs, bundle: await bundle(inputs) }));
  // Their errors are reported where they are awaited (pages after parse; a wrong guess's never).
  const settled = Promise.allSettled([pageModules, early, stylesheet, siteCss?.layers]);
  return {
    pageModules,
    settled,
    client: async (parsed) => {
      const inputs = await parsedInputs(config, parsed, pageModules);
      const made = await early?.catch(() => null);
      return made && sameInputs(made.inputs, inputs) ? made.bundle : bundle(inputs);
    },
  };
}

/** The client bundle's inputs before parse: the page modules' islands and CSS; diagrams if a source has one. */
async function guessedInputs(
  config: ResolvedConfig,
  files: ContentFile[],
  pageModules: Promise<PageModules>,
): Promise<ClientInputs> {
  const modules = await pageModules;
  const diagrams = config.diagrams && files.some((f) => MERMAID_FENCE.test(f.source));
  return { diagrams, islands: mergeIslands(modules.islands, []), pageCss: modules.css };
}

/** A fence that opens a diagram (a guess: parse decides which fences are diagrams). */
const MERMAID_FENCE = /^[ \t>]*(`{3,}|~{3,})[ \t]*mermaid\b/m;

/** The client bundle's inputs from what parse found: the page modules' and the Markdown files' islands and CSS. */
async function parsedInputs(
  config: ResolvedConfig,
  parsed: ParsedContent,
  pageModules: Promise<PageModules>,
): Promise<ClientInputs> {
  const modules = await pageModules;
  return {
    diagrams: hasDiagrams(parsed),
    // Page modules' islands and those Markdown files import: one list, each module once.
    islands: mergeIslands(modules.islands, parsed.islands ?? []),
    pageCss: modules.css + (parsed.css ?? ''),
  };
}

function sameInputs(a: ClientInputs, b: ClientInputs): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether any page has a diagram, so the client bundle needs the diagram chunk. */
function hasDiagrams(parsed: ParsedContent): boolean {
  for (const entry of parsed.entries.values()) if (entry.features.mermaid) return true;
  return false;
}
