/**
 * The build's esbuild work, started before parse: esbuild works in its own process, so it takes the second core
 * while this thread parses the Markdown. The page modules need nothing parse finds. The client bundle does (the
 * islands and CSS Markdown files import, whether a page has a diagram): unless a build cache holds the bundles
 * (a warm build, which makes them on the build's thread by their key after parse) it is started with a guess, none of those but the diagrams that a `mermaid` fence in some source announces, and once parse has run the
 * guess is checked against what it found. When parse finds an island or CSS in Markdown that the guess lacked, the
 * guess is corrected and bundled then, beside the rest of the parse, not after it (jest's site: a YouTube embed in
 * its first doc; the build waited 200 ms for the client bundle after parse). A guess still wrong is bundled again,
 * and a guess that failed to bundle is never reported: the output and the errors are those of the bundle made from
 * what parse found.
 *
 * This module makes them on the thread that calls it: the build's, or the bundle thread (bundle-thread.ts), which
 * answers esbuild's plugin callbacks while the build's thread parses without a pause.
 */
import path from 'node:path';
import { bundleClient, PACKAGE_ROOT, startStylesheet, type ClientBundle } from '../bundle/bundle-client.js';
import { mergeIslands } from '../bundle/islands.js';
import type { FileInputsCache } from '../cache/file-inputs-cache.js';
import type { KeptFiles } from '../cache/kept-files.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownFound, ParsedContent } from '../content/parse-entries.js';
import { bundlePageModules, pageBundleFiles, type PageModules } from '../pages/bundle-page-modules.js';
import type { ImportedMarkdown } from '../pages/docusaurus/imported-markdown.js';
import { isImplicitClient } from '../markdown/mdx/mdx-islands.js';
import { clientModuleOf, PLAYGROUND_ISLAND } from '../markdown/mdx/sitegen-islands.js';
import { siteCss, startSiteCss } from '../bundle/site-css.js';
import type { ImportedAssets } from '../pages/docusaurus/page-imports.js';
import type { BuildWarning, ClientModule, ContentFile } from '../types.js';

/** The esbuild work of a build, under way. */
export interface EarlyBundles {
  /** The bundled page modules (rejects with the error of bundling them). */
  pageModules: Promise<PageModules>;
  /** Settles when the work started before parse has. */
  settled: Promise<unknown>;
  /**
   * Settles when the work no longer needs this thread's event loop (parse lets it turn until then); undefined when
   * it never does (made on a thread of its own).
   */
  alongside?: Promise<unknown>;
  /** The client bundle of the parsed site: the one started early when its guess was right, else a new one. */
  client(parsed: ParsedContent): Promise<ClientBundle>;
  /**
   * Parse found Markdown islands or CSS so far (`MarkdownFound`) that the early guess lacked: start the client
   * bundle of them now, beside the rest of the parse, instead of after it. It is the one `client` gives when parse
   * finds nothing more; without a guess to correct (a warm build cache's bundles), nothing is started.
   */
  guess(found: MarkdownFound): void;
}

/** What the client bundle is made from, beside the config. */
export interface ClientInputs {
  diagrams: boolean;
  islands: ClientModule[];
  pageCss: string;
}

/** What the early bundles are made from. */
export interface EarlyBundleOptions {
  config: ResolvedConfig;
  /** Whether some source looks like it has a diagram (`guessDiagrams`): the early client bundle's guess. */
  diagrams: boolean;
  /** The islands Markdown looks like it has (`guessIslands`): the guess's islands beside the page modules'. */
  islands: ClientModule[];
  /** The build cache's bundles: the client bundle is then made after parse, by its key alone (see `guessClient`). */
  cache?: FileInputsCache;
  /**
   * Start the client bundle of a guess before parse even with a cache (the bundle thread's way, where the cache
   * holds no bundle: a first build). Without a cache it always is.
   */
  guessClient?: boolean;
  /** The build cache's kept files, where the client bundle's diagram chunk is kept. */
  kept?: KeptFiles;
  minify?: boolean;
  /** Where bundling the page modules warns (a translated page that translates no page). */
  warnings: BuildWarning[];
  /** Renders the Markdown files Docusaurus pages import. */
  markdown: ImportedMarkdown;
}

/** A client bundle and what it was made from. */
export interface MadeClient {
  inputs: ClientInputs;
  bundle: ClientBundle;
}

/**
 * The early bundles made on this thread. `early`: the client bundle made from the guess (null: none, or it
 * failed); `clientOf` makes the client bundle of inputs computed elsewhere.
 */
export type EarlyBundlesHere = EarlyBundles & {
  early: Promise<MadeClient | null>;
  clientOf(inputs: ClientInputs): Promise<ClientBundle>;
};

/**
 * The client bundle, made by `make`. A Docusaurus site's components that Markdown made islands by themselves (the
 * site never asked: mdx-islands.ts) are left out when the bundle fails with them, and named in the bundle's
 * `dropped`: their browser code not building stops nothing, they stay the HTML they were under sitegen before.
 */
export async function withoutFailingIslands(
  make: (islands: ClientModule[]) => Promise<ClientBundle>,
  { config, islands, pageIslands }: { config: ResolvedConfig; islands: ClientModule[]; pageIslands: ClientModule[] },
): Promise<ClientBundle> {
  try {
    return await make(islands);
  } catch (error) {
    const inSite = (file: string) => file.startsWith(config.root + path.sep);
    const implicit = config.docusaurus
      ? islands.filter((i) => !pageIslands.some((p) => p.id === i.id) && inSite(i.file) && isImplicitClient(i.file))
      : [];
    if (!implicit.length) throw error;
    const built = await make(islands.filter((i) => !implicit.includes(i)));
    // esbuild names files from sitegen's folder, where the client bundle is made: named from the site's here.
    const siteFromPackage = `${path.relative(PACKAGE_ROOT, config.root).split(path.sep).join('/')}/`;
    const reason = String((error as Error).message ?? error)
      .split('\n')
      .filter((line) => line.trim() && !/^Build failed/.test(line))
      .slice(0, 1)
      .join(' ')
      .split(siteFromPackage)
      .join('')
      .trim();
    return { ...built, dropped: { ids: implicit.map((i) => i.id), files: implicit.map((i) => i.file), reason } };
  }
}

/** Whether the sources look like they have diagrams: a guess, which parse confirms (see `parsedInputs`). */
export function guessDiagrams(config: ResolvedConfig, files: ContentFile[]): boolean {
  return config.diagrams && files.some((f) => MERMAID_FENCE.test(f.source));
}

/** Start bundling the page modules, and (with `guessClient`) the client bundle for what parse is guessed to find. */
export function startEarlyBundles(options: EarlyBundleOptions): EarlyBundlesHere {
  const { config, diagrams, islands, cache, minify, warnings, markdown, guessClient = !cache } = options;
  const pageModules = bundlePageModules({ config, cache, warnings, markdown });
  // With a guess the client bundle is made now: the stylesheets that need no page are started beside the page
  // modules rather than after them, since every step of that chain waits for a slice of parse.
  // The fonts the site's stylesheets name, copied with the client bundle.
  const cssAssets: ImportedAssets = new Map();
  const startedCss = guessClient ? startSiteCss(config, cssAssets) : null;
  const stylesheet = guessClient ? startStylesheet(config, minify ?? true) : undefined;
  const bundle = async (inputs: ClientInputs) => {
    const modules = await pageModules;
    const bundles = pageBundleFiles(modules);
    const extraCss = await (startedCss?.withPages(inputs.pageCss, bundles) ??
      siteCss({ config, pageCss: inputs.pageCss, assets: cssAssets, bundles }));
    const make = (islands: ClientModule[]) =>
      bundleClient({
        config,
        minify: minify ?? true,
        diagrams: inputs.diagrams,
        islands,
        islandPlugins: modules.islandPlugins,
        cache,
        kept: options.kept,
        stylesheet,
        cssModules: modules.cssModules,
        extraCss,
        copies: [...cssAssets],
      });
    return withoutFailingIslands(make, { config, islands: inputs.islands, pageIslands: modules.islands });
  };
  const guess = guessClient ? guessedInputs({ diagrams, islands }, pageModules) : null;
  const early = guess?.then(async (inputs) => ({ inputs, bundle: await bundle(inputs) }));
  // Their errors are reported where they are awaited (pages after parse; a wrong guess's never).
  const settled = Promise.allSettled([pageModules, early, stylesheet, startedCss?.layers]);
  const made = early?.catch(() => null) ?? Promise.resolve(null);
  const corrected = correctedGuesses((found) =>
    foundInputs({ diagrams, found }, pageModules)
      .then(async (inputs) => ({ inputs, bundle: await bundle(inputs) }))
      .catch(() => null),
  );
  const clientOf = async (inputs: ClientInputs) => {
    corrected.stop();
    for (const guessed of [made, ...corrected.made].reverse()) {
      const one = await guessed;
      if (one && sameInputs(one.inputs, inputs)) return one.bundle;
    }
    return bundle(inputs);
  };
  return {
    pageModules,
    settled,
    alongside: settled,
    client: async (parsed) => clientOf(await parsedInputs(config, parsed, pageModules)),
    guess: (found) => void (guessClient ? corrected.guess(found) : undefined),
    early: made,
    clientOf,
  };
}

/**
 * The client bundles of the guesses parse corrected as it found Markdown's islands and CSS (`EarlyBundles.guess`),
 * the latest last. One is made at a time, of what was found last: a site whose every page brings a stylesheet of
 * its own would otherwise bundle once per page. None is started once the parsed site's bundle is asked for.
 */
function correctedGuesses(make: (found: MarkdownFound) => Promise<MadeClient | null>) {
  const made: Promise<MadeClient | null>[] = [];
  let next: MarkdownFound | null = null;
  let making = false;
  let stopped = false;
  const makeNext = () => {
    const found = next;
    next = null;
    making = found !== null && !stopped;
    if (!making) return;
    const one = make(found!);
    made.push(one);
    void one.then(makeNext);
  };
  return {
    made,
    guess: (found: MarkdownFound) => {
      next = found;
      if (!making) makeNext();
    },
    stop: () => void (stopped = true),
  };
}

/** The client bundle's inputs with the Markdown islands and CSS parse found so far, as `parsedInputs` makes them. */
async function foundInputs(
  { diagrams, found }: { diagrams: boolean; found: MarkdownFound },
  pageModules: Promise<PageModules>,
): Promise<ClientInputs> {
  const modules = await pageModules;
  return { diagrams, islands: mergeIslands(modules.islands, found.islands), pageCss: modules.css + found.css };
}

/** The client bundle's inputs before parse: the page modules' islands and CSS, and the guesses of Markdown's. */
async function guessedInputs(
  { diagrams, islands }: { diagrams: boolean; islands: ClientModule[] },
  pageModules: Promise<PageModules>,
): Promise<ClientInputs> {
  const modules = await pageModules;
  return { diagrams, islands: mergeIslands(modules.islands, islands), pageCss: modules.css };
}

/** A fence that opens a diagram (a guess: parse decides which fences are diagrams). */
const MERMAID_FENCE = /^[ \t>]*(`{3,}|~{3,})[ \t]*mermaid\b/m;

/**
 * The islands the sources look like they have, a guess that parse confirms: the playground, on a site with live
 * code blocks and a fence that says `live` (bundling the Excalidraw editor behind excalidraw's took longer than
 * its whole parse).
 */
export function guessIslands(config: ResolvedConfig, files: ContentFile[]): ClientModule[] {
  const live = config.docusaurus?.liveCodeBlock && files.some((f) => LIVE_FENCE.test(f.source));
  return live ? [clientModuleOf(PLAYGROUND_ISLAND, config.root)] : [];
}

/** A fence whose meta says `live` (after the language). */
const LIVE_FENCE = /^[ \t>]*(`{3,}|~{3,})[^\n`]*[ \t]live\b/m;

/** The client bundle's inputs from what parse found: the page modules' and the Markdown files' islands and CSS. */
export async function parsedInputs(
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

/** Whether two client bundles are made from the same inputs (the guess was right). */
export function sameInputs(a: ClientInputs, b: ClientInputs): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether any page has a diagram, so the client bundle needs the diagram chunk. */
function hasDiagrams(parsed: ParsedContent): boolean {
  for (const entry of parsed.entries.values()) if (entry.features.mermaid) return true;
  return false;
}
