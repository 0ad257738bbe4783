/**
 * An image a Markdown file's module imports or `require()`s (`require('@site/static/img/logo.png').default`, as
 * Docusaurus 2's docs write it) is the URL of the image copied into the output: the one a Markdown image of the
 * same file gets (`env.resolveAsset`), so the build copies it once and its cache records the question. Docusaurus
 * 2's webpack gives it to both through url-loader as `default`.
 */
import path from 'node:path';
import { SitegenError, withLocation } from '../../errors.js';
import type { MarkdownEnv } from '../env.js';
import { fileInRoots } from '../../config/docusaurus/webpack-resolve.js';
import { importLine } from './mdx-bundle.js';
import type { MdxState } from './mdx-state.js';

/**
 * The files whose module is their URL in Docusaurus 2's webpack: images (url-loader), media and documents
 * (file-loader). An SVG there is a component (svgr), which a bundle gives.
 */
const IMAGE = /\.(ico|jpe?g|png|gif|webp|mp4|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;

/**
 * Whether a module id names an image file of the site: from the site folder, from the Markdown file, or
 * server-relative (`/img/x.png`, found in the static folder, then the site's, as webpack's `resolve.roots` finds it).
 */
export function isSiteImage(id: string): boolean {
  return IMAGE.test(id) && (/^\.\.?\//.test(id) || id.startsWith('@site/') || /^\/[^/]/.test(id));
}

/** The file an id `isSiteImage` accepts names (maybe not there). */
function imageFile(id: string, { mdx, from }: { mdx: MdxState; from: string }): string {
  if (id.startsWith('@site/')) return path.join(mdx.root, id.slice('@site/'.length));
  if (!id.startsWith('/')) return path.resolve(from, id);
  const roots = mdx.roots ?? [mdx.root];
  return fileInRoots(id, roots) ?? path.join(roots[0], id);
}

/** The module of an image `isSiteImage` accepts: its URL as `default`; an image that is not there is an error. */
export function imageModule(
  id: string,
  { mdx, env }: { mdx: MdxState; env: MarkdownEnv },
): { __esModule: true; default: string } {
  const from = path.dirname(env.file);
  const file = imageFile(id, { mdx, from });
  const location = { file: env.file, line: importLine(id, mdx, env), source: env.source };
  const url = withLocation(location, () =>
    env.resolveAsset(path.relative(from, file).split(path.sep).join('/'), env.file),
  );
  if (url === null) {
    throw new SitegenError(`"${id}" names no file: ${path.relative(mdx.root, file)} is not there`, {
      location,
      hint: 'check the path: @site/ is the site folder, a relative path starts at this file, and one that starts with / at the static folder.',
    });
  }
  return { __esModule: true, default: url };
}
