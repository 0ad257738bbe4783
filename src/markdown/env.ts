/** The per-file state markdown-it rules read and fill while one source renders. */
import type { BuildWarning, LinkRecord, TocItem } from '../types.js';

/** Resolves a link target written in a source to a site path (no locale prefix), or null. */
export type LinkResolver = (target: string, fromRelPath: string) => string | null;

/** A fiddle folder read at build time: its files, or `files: null` with the folders that do exist nearby. */
export type FiddleFolder = { files: Record<string, string> } | { files: null; existing: string[] };

/** Reads a fiddle folder, given from the site root. */
export type FiddleReader = (folder: string) => FiddleFolder;

/** Reads a Markdown partial's source, given from the folder of the file that imports it. */
export type PartialReader = (relPath: string, fromAbsPath: string) => string;

/** Copies a relative image into the output and returns its public URL, or null when it does not exist. */
export type AssetResolver = (target: string, fromAbsPath: string) => string | null;

/** An image's width and height in CSS pixels, or why they could not be read; null when there is no such file. */
export type ImageSizer = (
  target: string,
  fromAbsPath: string,
) => { width: number; height: number } | { error: string } | null;

/** Input and output of one render. */
export interface MarkdownEnv {
  /** Absolute path of the source, for errors. */
  file: string;
  /** Path below the kind's folder, for relative link resolution. */
  relPath: string;
  /** The whole source, for code frames. */
  source: string;
  /** Added to token line numbers: the body starts after the front matter. */
  lineOffset: number;
  resolveLink: LinkResolver;
  resolveAsset: AssetResolver;
  /** The size of a Markdown image (absent: images get none, as in structure previews). */
  imageSize?: ImageSizer;
  readFiddle: FiddleReader;
  /**
   * The source of the Markdown partial at `relPath` (from the folder of `fromAbsPath`), through which a render
   * reads it, so that the read is recorded (absent: read directly, and a copy of the file renders itself).
   */
  readPartial?: PartialReader;
  /** The summary (first paragraph) of the page at a site path, for structure link previews; absent: no previews. */
  summaryOf?: (path: string) => string | null;
  /**
   * false where ```sh npm2yarn fences stay one code block: a Docusaurus site's section whose options list no
   * npm2yarn plugin, as there (absent: they become tabs).
   */
  npm2yarnTabs?: boolean;
  /** Filled by the heading rule. */
  toc: TocItem[];
  anchors: string[];
  /** Filled by the link rule. */
  links: LinkRecord[];
  /** Filled by the fence rule. */
  features: { mermaid: boolean };
  /**
   * What rules found and rendered anyway, for the build's warning list (an admonition never closed). The body
   * cache keeps them with the HTML, so a warm build reports them again.
   */
  warnings: BuildWarning[];
  /** markdown-it plugins of the site may keep their own state here. */
  [key: string | symbol]: unknown;
  /** Counter for ids that must be unique within the page (tabs). */
  uid: number;
}

/** Start state for one file. */
export function createEnv(
  init: Pick<
    MarkdownEnv,
    'file' | 'relPath' | 'source' | 'lineOffset' | 'resolveLink' | 'resolveAsset' | 'readFiddle' | 'summaryOf'
  > &
    Partial<Pick<MarkdownEnv, 'imageSize' | 'readPartial' | 'npm2yarnTabs'>>,
): MarkdownEnv {
  return { ...init, toc: [], anchors: [], links: [], features: { mermaid: false }, warnings: [], uid: 0 };
}

/** A UI string placeholder, replaced per locale at render time (content is parsed once for all locales). */
export { uiString } from '../../templates/placeholders.js';
