/**
 * webpack's inline loader requests in a Docusaurus site's imports. Docusaurus documents
 * `import source from '!!raw-loader!./snippet.js'` to show a file's code in a `<CodeBlock>`: raw-loader's default
 * export is the file's text. sitegen gives that, in page code and in Markdown alike. Every prefix form (`!!`, `-!`,
 * `!`, none) gives the file's own text: sitegen runs no webpack loaders, so there are none to skip or to run first.
 * Any other inline loader is an error naming it.
 */
import { readFileSync } from 'node:fs';
import type * as esbuild from 'esbuild';

/** An import written as a loader request: prefix, loader, its options, then what it loads (esbuild filter syntax). */
export const LOADER_REQUEST = /^[-!]*[\w@][\w@./-]*(\?[^!]*)?!/;

/** The one inline loader sitegen gives. */
const RAW_LOADER = 'raw-loader';

/** What an inline loader request asks for: the loader's name and the module it loads. */
export interface LoaderRequest {
  loader: string;
  request: string;
}

/** `spec` split into loader and request, or undefined for an ordinary import. */
export function loaderRequest(spec: string): LoaderRequest | undefined {
  const match = /^[-!]*([\w@][\w@./-]*?)(?:\?[^!]*)?!(.+)$/.exec(spec);
  if (!match || !LOADER_REQUEST.test(spec)) return undefined;
  return { loader: match[1], request: match[2] };
}

/** Why `spec`'s loader cannot be given, or undefined for raw-loader. */
export function unsupportedLoader({ loader }: LoaderRequest, spec: string): string | undefined {
  if (loader === RAW_LOADER) return undefined;
  // Imported without the loader, a worker's script would run in the page, not start a Worker.
  const fix =
    loader === 'worker-loader'
      ? "a Worker's script is a file of its own: put it in static/ (bundled, if it imports anything) and start it with `new Worker('/its-name.js')` where the page runs in the browser"
      : `import the file without "${loader}!"`;
  return `"${spec}" asks for the webpack loader ${loader}, which sitegen does not run: it gives raw-loader only (the file's text); ${fix}`;
}

/** The suffix that marks a resolved file as loaded by raw-loader; metafileInputs (file-inputs-cache.ts) drops it. */
const RAW_SUFFIX = '?raw-loader';

/**
 * The esbuild plugin for bundles of the site's page code: a raw-loader request is the file esbuild resolves its
 * request to, loaded as text; another loader is an error at the import.
 */
export function inlineLoaders(): esbuild.Plugin {
  return {
    name: 'inline-loaders',
    setup(build) {
      build.onResolve({ filter: LOADER_REQUEST }, async (args) => {
        const asked = loaderRequest(args.path);
        if (!asked) return undefined;
        const why = unsupportedLoader(asked, args.path);
        if (why) return { errors: [{ text: why }] };
        const { kind, resolveDir, importer } = args;
        const resolved = await build.resolve(asked.request, { kind, resolveDir, importer });
        if (resolved.errors.length) return { errors: resolved.errors };
        // In the file namespace, so that the metafile lists it as an input of the bundle (the cache reads those).
        return { path: resolved.path + RAW_SUFFIX };
      });
      build.onLoad({ filter: /\?raw-loader$/ }, (args) => {
        const file = args.path.slice(0, -RAW_SUFFIX.length);
        return { contents: readFileSync(file, 'utf8'), loader: 'text', watchFiles: [file] };
      });
    },
  };
}
