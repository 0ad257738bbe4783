/**
 * What a source's links, images and fiddle embeds point at. Built once per build from every source's permalink,
 * then handed to each render as closures (so the Markdown plugins stay free of build state).
 */
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import posix from 'node:path/posix';
import type { ResolvedConfig } from '../config/schema.js';
import { closest, SitegenError } from '../errors.js';
import type { AssetResolver, FiddleFolder, FiddleReader, ImageSizer } from '../markdown/env.js';
import { sourceKey, type ContentKind } from '../types.js';
import type { imageSize as ImageSizeOf } from 'image-size';
import { hashedAssetUrl } from '../asset-url.js';
import { commonContentRoot } from './scan-content.js';
import { isInsideFolder, isInsideSite } from './site-paths.js';
import { staticFolders } from '../config/static-folders.js';

/** A relative image copied into the output: its public URL -> the file on disk. */
export type AssetMap = Map<string, string>;

/** Indexes of every source's URL, by kind and relative path, and by absolute path. */
export interface LinkIndex {
  byRelPath: Map<string, string>;
  byAbsPath: Map<string, string>;
}

/** An empty index to fill while reading heads. */
export function createLinkIndex(): LinkIndex {
  return { byRelPath: new Map(), byAbsPath: new Map() };
}

/** Record where a source is served. Translations do not replace the default locale's entries. */
export function addToIndex(
  index: LinkIndex,
  file: { kind: ContentKind; relPath: string; absPath: string; docsNs?: string; blogId?: string; pagesId?: string },
  permalink: string,
): void {
  const key = sourceKey(file);
  const { absPath } = file;
  if (!index.byRelPath.has(key)) index.byRelPath.set(key, permalink);
  index.byAbsPath.set(absPath, permalink);
}

/** The link resolver of one source. */
export function linkResolver(
  index: LinkIndex,
  config: ResolvedConfig,
  from: {
    kind: ContentKind;
    absPath: string;
    permalink: string;
    docsNs?: string;
    blogId?: string;
    pagesId?: string;
  },
) {
  const docsRoot = path.join(config.root, config.paths.docs);
  // From the root of the source's own content (a doc's version), then the docs, as Docusaurus tries each content
  // folder; then the site folder, for `/x.md`.
  const fromRoots = (file: string, { site }: { site: boolean }): string | null =>
    (from.docsNs
      ? index.byRelPath.get(sourceKey({ kind: 'doc', relPath: posix.normalize(file), docsNs: from.docsNs }))
      : undefined) ??
    index.byRelPath.get(`doc:${posix.normalize(file)}`) ??
    index.byAbsPath.get(path.resolve(docsRoot, file)) ??
    (site ? index.byAbsPath.get(path.join(config.root, file)) : undefined) ??
    null;
  return (written: string, fromRelPath: string): string | null => {
    const target = withoutBaseUrl(written, config.baseUrl);
    const clean = safeDecode(target);
    // `Configuration.md/#x`: Docusaurus replaces the file name and keeps what follows it (`/docs/configuration/#x`).
    const md = /^(.*?\.mdx?)(\/.*)?$/.exec(clean);
    const withRest = (page: string | null) => (page !== null && md?.[2] ? page.replace(/\/$/, '') + md[2] : page);
    if (target.startsWith('/')) {
      // `/configure_hydra/intro.md` names a file from the content's root, not from this file's folder; a path
      // that names no source is a URL as written.
      return (md && withRest(fromRoots(md[1].slice(1), { site: true }))) || target;
    }
    if (md) {
      const file = md[1];
      const rel = posix.normalize(posix.join(posix.dirname(fromRelPath), file));
      const page =
        index.byRelPath.get(sourceKey({ ...from, relPath: rel })) ??
        index.byAbsPath.get(path.resolve(path.dirname(from.absPath), file)) ??
        // Docusaurus tries the site folder too, unless the link starts from the file (`./`, `../`).
        fromRoots(file, { site: !/^\.\.?\//.test(file) });
      return withRest(page);
    }
    // A relative URL: resolved the way the browser would, against the page's own URL (`/x/` when every page is
    // served with a trailing slash).
    const base =
      from.permalink.endsWith('/') || config.trailingSlash === true
        ? from.permalink.replace(/\/?$/, '/')
        : posix.dirname(from.permalink) + '/';
    return posix.normalize(posix.join(base, clean));
  };
}

/**
 * A site path written with the baseUrl already (`/base/docs/x`, `/base`), as the site path it names: Docusaurus's
 * Link adds the baseUrl only to a URL that does not start with it, so the page links where its author meant.
 */
function withoutBaseUrl(target: string, baseUrl: string): string {
  if (baseUrl === '/') return target;
  if (target === baseUrl.replace(/\/$/, '')) return '/';
  return target.startsWith(baseUrl) ? target.slice(baseUrl.length - 1) : target;
}

type ImageSize = Exclude<ReturnType<ImageSizer>, null>;

/**
 * The image resolvers: `resolveAsset` gives a file's public URL (a relative file is copied with a content hash,
 * `/x.png` points into the static folder) and `imageSize` an image's width and height, which Docusaurus writes
 * on every Markdown image so the page does not move as images load.
 */
export function assetResolvers(
  config: ResolvedConfig,
  assets: AssetMap,
  fallbackDirs: (absPath: string) => string[],
): { resolveAsset: AssetResolver; imageSize: ImageSizer } {
  const statics = staticFolders(config);
  // A file linked from many pages is read and hashed once, and measured once.
  const urls = new Map<string, string>();
  const sizes = new Map<string, ImageSize>();
  const locate = (target: string, fromAbsPath: string): { file: string; url: string } | null => {
    // A backslash is a slash (`..\\img\\a.png`, as typed on Windows): Docusaurus reads the path with `url.parse`,
    // which makes it one, as browsers do in a URL. Markdown hands it over percent-encoded.
    const clean = safeDecode(target.split('?')[0]).replace(/\\/g, '/');
    if (clean.startsWith('/')) {
      // The first static folder that has the file, as webpack's `resolve.roots` finds it.
      const staticDir = statics.find((dir) => existsSync(path.join(dir, clean)));
      if (!staticDir) return null;
      const file = path.join(staticDir, clean);
      if (!isInsideFolder(staticDir, file)) throw outsideSite(target, 'the static folder');
      return { file, url: `${config.baseUrl}${clean.slice(1)}` };
    }
    for (const dir of [path.dirname(fromAbsPath), ...fallbackDirs(fromAbsPath)]) {
      const file = path.resolve(dir, clean);
      const known = urls.get(file);
      if (known) return { file, url: known };
      if (!existsSync(file) || !statSync(file).isFile()) continue;
      // Copying it would publish any file the build can read (`../../../../etc/passwd`), or a symlink's target. A
      // content folder the config places beside the site (`path: '../docs'`, Detox's diagrams in docs/img) is the site's.
      if (!isInsideSite(config, file)) throw outsideSite(target, 'the site folder');
      const url = hashedAssetUrl(config.baseUrl, file);
      assets.set(url, file);
      urls.set(file, url);
      return { file, url };
    }
    return null;
  };
  return {
    resolveAsset: (target, fromAbsPath) => locate(target, fromAbsPath)?.url ?? null,
    imageSize(target, fromAbsPath) {
      const found = locate(target, fromAbsPath);
      if (!found) return null;
      let size = sizes.get(found.file);
      if (!size) sizes.set(found.file, (size = measureImage(found.file)));
      return size;
    },
  };
}

/**
 * image-size reads no more of a file than this: a format's size is in its first bytes (a JPEG's after its metadata),
 * and a site's static folder may hold large images no page needs whole.
 */
const IMAGE_HEAD_BYTES = 512 * 1024;

const require = createRequire(import.meta.url);
let imageSizeOf: typeof ImageSizeOf | null = null;

/** An image file's size, as Docusaurus reads it (image-size); an SVG's from its width and height or viewBox. */
function measureImage(file: string): ImageSize {
  try {
    // Required on first use: its format readers cost ~13 ms at every start (`sitegen dev`'s first page among them),
    // measured or not.
    imageSizeOf ??= (require('image-size') as { imageSize: typeof ImageSizeOf }).imageSize;
    const { width, height } = imageSizeOf(readHead(file, IMAGE_HEAD_BYTES));
    if (width && height) return { width, height };
    return { error: 'it gives no width and height' };
  } catch (error) {
    const message = (error as Error).message;
    if (message.startsWith('unsupported file type')) return { error: 'not a known image format' };
    if (message === 'Invalid SVG') return { error: 'an SVG needs a width and height, or a viewBox' };
    return { error: message };
  }
}

/** The first `bytes` bytes of a file (all of a smaller one). */
function readHead(file: string, bytes: number): Uint8Array {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(bytes, fstatSync(fd).size));
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** The error for a file reference that leaves the site; the Markdown rule adds the file and line. */
function outsideSite(target: string, folder: string): SitegenError {
  return new SitegenError(`${JSON.stringify(target)} points outside ${folder}, so it is not copied into the site`, {
    hint: `move the file into ${folder} and link it from there, or link it by its https:// URL.`,
  });
}

/** The fiddle reader: a folder from the site root, else from the content root. Results are cached. */
export function fiddleReader(config: ResolvedConfig): FiddleReader {
  const cache = new Map<string, FiddleFolder>();
  const roots = [config.root, commonContentRoot(config)];
  return (folder: string) => {
    let found = cache.get(folder);
    if (!found) {
      const dir = roots.map((root) => path.resolve(root, folder)).find(isDirectory);
      // Compared as resolved paths (symlinks too): `/x/site` must not accept `../sitesecret`.
      if (dir && !isInsideFolder(config.root, dir)) throw outsideSite(folder, 'the site folder');
      found = dir ? { files: readFolder(dir) } : { files: null, existing: nearbyFolders(roots, folder) };
      cache.set(folder, found);
    }
    return found;
  };
}

function readFolder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    // A symlink out of the folder is not read: its target is not part of the site.
    if (!name.startsWith('.') && statSync(file).isFile() && isInsideFolder(dir, file))
      files[name] = readFileSync(file, 'utf8');
  }
  return files;
}

/** The folders beside a missing one (in its nearest existing parent), closest name first, for the error. */
function nearbyFolders(roots: string[], folder: string): string[] {
  let parent = posix.dirname(folder);
  for (;;) {
    for (const root of roots) {
      const dir = path.resolve(root, parent);
      if (!isInsideFolder(root, dir) || !isDirectory(dir)) continue;
      const names = readdirSync(dir).filter((n) => !n.startsWith('.') && isDirectory(path.join(dir, n)));
      return closest(
        folder,
        names.map((n) => (parent === '.' ? n : `${parent}/${n}`)),
        8,
      );
    }
    if (parent === '.' || parent === '/') return [];
    parent = posix.dirname(parent);
  }
}

function isDirectory(p: string): boolean {
  return existsSync(p) && statSync(p).isDirectory();
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}
