/**
 * One source's Markdown body -> HTML, plus what the entry needs from its tokens: the leading `# H1` (the title when
 * front matter has none; dropped from blog posts), the first paragraph as plain text (default description,
 * structure summary) and the excerpt above the truncate marker.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Token } from 'markdown-it';
import { SitegenError } from '../errors.js';
import { runsSitePlugins, type Markdown } from '../markdown/create-markdown.js';
import { runSiteCode } from '../config/run-site-code.js';
import type { MarkdownEnv } from '../markdown/env.js';
import { plainText } from '../markdown/headings.js';
import { createEnv } from '../markdown/env.js';
import { checkEsm, needsBundles, renderElements } from '../markdown/mdx/evaluate.js';
import { stripImports } from '../markdown/mdx/stripped-imports.js';
import { withoutElementMarkers } from '../markdown/mdx/marked-elements.js';
import { createMdxState, type MdxState } from '../markdown/mdx/mdx-state.js';
import { extractMdx, TRUNCATE } from '../markdown/preprocess.js';
import { parseFrontMatter } from './front-matter.js';
import { escapeAttr, escapeHtml } from '../../templates/escape.js';
import type { TocItem } from '../types.js';
import * as esbuild from '../lazy-esbuild.js';

/** What `renderBody` produces. */
export interface RenderedBody {
  html: string;
  /** HTML above the truncate marker, or null without one. */
  excerptHtml: string | null;
  /** Plain text of the leading `# H1` (ATX or setext), or null when the body starts with something else. */
  leadingH1: string | null;
  /** Plain text of the first top-level paragraph (else the first paragraph anywhere), or ''. */
  firstParagraph: string;
}

/** markdown-it's part: tokens, HTML and the leading H1's text (the site's plugins, if any, under the time limit). */
function renderMarkdown({
  md,
  body,
  env,
  dropLeadingH1,
}: {
  md: Markdown;
  body: string;
  env: MarkdownEnv;
  dropLeadingH1: boolean;
}) {
  const run = () => {
    const tokens = md.parse(body, env);
    const h1 = leadingH1At(tokens);
    const leadingH1 = h1 < 0 ? null : plainText(tokens[h1 + 1].children ?? []).trim();
    if (h1 >= 0 && dropLeadingH1) dropHeading(tokens, h1, env);
    return { tokens, leadingH1, html: md.renderer.render(tokens, md.options, env) };
  };
  if (!runsSitePlugins(md)) return run();
  return runSiteCode(run, { file: env.file, doing: `rendering ${env.file} with the site's markdown plugins` });
}

/** Parse and render `body`; `dropLeadingH1` removes the leading H1 from the output (blog posts). */
export function renderBody({
  md,
  body,
  env,
  dropLeadingH1,
}: {
  md: Markdown;
  body: string;
  env: MarkdownEnv;
  dropLeadingH1: boolean;
}): RenderedBody {
  try {
    const { tokens, leadingH1, html: markdownHtml } = renderMarkdown({ md, body, env, dropLeadingH1 });
    let html = markdownHtml;
    // Components render after the whole page so `toc` is complete and children are already HTML. They are site
    // code, as are the site's markdown plugins: both run with its time limit.
    if (mdxOf(env)?.elements.length || mdxOf(env)?.tabs?.length) {
      const { baseUrl, isInsideSite } = mdxOf(env)!;
      const options = {
        baseUrl,
        renderPartial: (file: string, props?: Record<string, unknown>) => renderPartial(md, file, env, props),
        isInsideSite,
        contentTitle: leadingH1,
      };
      // Components bundle their imports with esbuild's synchronous service: started outside the time limit.
      if (needsBundles(mdxOf(env)!)) esbuild.startSyncService();
      html = runSiteCode(() => renderElements(html, env, options), {
        file: env.file,
        doing: `rendering the MDX components of ${env.file}`,
      });
      env.toc = drawnHeadings(env.toc, html).map((item) =>
        item.html.includes('\u0000mdx:') ? { ...item, html: withoutElementMarkers(item.html) } : item,
      );
    }
    const truncateAt = html.search(TRUNCATE);
    return {
      html,
      excerptHtml: truncateAt >= 0 ? html.slice(0, truncateAt) : null,
      leadingH1,
      firstParagraph: firstParagraph(tokens),
    };
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`could not render ${path.basename(env.file)}: ${(error as Error).message}`, {
      location: { file: env.file },
      cause: error,
      hint: 'this is likely a markup construct sitegen does not understand; simplify it, or report it with the file.',
    });
  }
}

/**
 * The TOC without the headings the components did not draw (those inside Meta's FbInternalOnly, say), which the
 * page does not have: a link to one would land nowhere.
 */
function drawnHeadings(toc: TocItem[], html: string): TocItem[] {
  if (!toc.length) return toc;
  // Every `id="..."` value in the page, read in one pass: a search of the whole page per heading took 100 ms of
  // jest's parse (its API pages have hundreds of headings). The lookahead finds them wherever `html.includes`
  // would, overlapping ones too; an escaped id holds no quote, so it is one of them exactly when it is there.
  const ids = new Set<string>();
  for (const match of html.matchAll(/id="(?=([^"]*)")/g)) ids.add(match[1]);
  const drawn = (id: string) => ids.has(escapeAttr(id)) || ids.has(escapeHtml(id));
  return toc.every((item) => drawn(item.id)) ? toc : toc.filter((item) => drawn(item.id));
}

function mdxOf(env: MarkdownEnv): MdxState | undefined {
  return env.mdx as MdxState | undefined;
}

/**
 * An imported Markdown partial (`import Part from './_part.md'; <Part />`): rendered with the page's resolvers, its
 * own front matter and imports; its heading ids join the page's anchors (its headings stay out of the TOC, as in
 * Docusaurus).
 */
function renderPartial(
  md: Markdown,
  absPath: string,
  parent: MarkdownEnv,
  props: Record<string, unknown> = {},
): string {
  const parentMdx = mdxOf(parent)!;
  // Read through the recorded reader, a copy of the page asks for the partial beside it again (copy-reuse.ts).
  const fromParent = path.relative(path.dirname(parent.file), absPath).split(path.sep).join('/');
  const source = parent.readPartial ? parent.readPartial(fromParent, parent.file) : readFileSync(absPath, 'utf8');
  if (!parent.readPartial) parentMdx.readsPlace = true;
  const { body: raw, bodyLine } = parseFrontMatter(source, absPath);
  const { body, esm } = extractMdx(raw);
  const relPath = path.posix.join(
    path.posix.dirname(parent.relPath),
    path.relative(path.dirname(parent.file), absPath).split(path.sep).join('/'),
  );
  const env = createEnv({
    file: absPath,
    relPath,
    source,
    lineOffset: bodyLine - 1,
    resolveLink: parent.resolveLink,
    resolveAsset: parent.resolveAsset,
    imageSize: parent.imageSize,
    readFiddle: parent.readFiddle,
    readPartial: parent.readPartial,
    summaryOf: parent.summaryOf,
    npm2yarnTabs: parent.npm2yarnTabs,
  });
  const { esm: kept, names: strippedNames } = stripImports(esm, parentMdx.strippedImports);
  checkEsm(kept, env);
  env.mdx = { ...createMdxState(kept, { ...parentMdx, strippedNames }), props };
  const rendered = renderBody({ md, body, env, dropLeadingH1: false });
  parent.anchors.push(...env.anchors);
  parent.warnings.push(...env.warnings);
  parent.features.mermaid ||= env.features.mermaid;
  // A partial's components read the page's sidebar: the page renders again once it is known.
  if (mdxOf(env)!.readsSidebar) mdxOf(parent)!.readsSidebar = true;
  if (mdxOf(env)!.readsPlace) parentMdx.readsPlace = true;
  // The partial's islands, CSS and the files its CSS names are the page's.
  const own = mdxOf(env)!;
  parentMdx.clientModules = [...new Set([...(parentMdx.clientModules ?? []), ...(own.clientModules ?? [])])];
  for (const [file, css] of own.css ?? []) (parentMdx.css ??= new Map()).set(file, css);
  for (const [url, file] of own.assets ?? []) (parentMdx.assets ??= new Map()).set(url, file);
  return rendered.html;
}

/** The source of the partial at `relPath` from the folder of `fromAbsPath` (a render's `readPartial`). */
export function readPartialSource(relPath: string, fromAbsPath: string): string {
  return readFileSync(path.resolve(path.dirname(fromAbsPath), relPath), 'utf8');
}

/** Index of the `heading_open` of a leading H1; HTML comments before it do not count as content. */
function leadingH1At(tokens: Token[]): number {
  const first = tokens.findIndex((t) => !(t.type === 'html_block' && /^\s*<!--[\s\S]*-->\s*$/.test(t.content)));
  return first >= 0 && tokens[first].type === 'heading_open' && tokens[first].tag === 'h1' ? first : -1;
}

/** Remove the heading at `open` with its TOC entry and anchor. */
function dropHeading(tokens: Token[], open: number, env: MarkdownEnv): void {
  const id = tokens[open].attrGet('id');
  tokens.splice(open, 3);
  if (id === null) return;
  env.toc = env.toc.filter((item) => item.id !== id);
  env.anchors = env.anchors.filter((anchor) => anchor !== id);
}

/** Index of the first top-level `paragraph_open`, else of the first one anywhere, or -1. */
export function firstParagraphAt(tokens: Token[]): number {
  const top = tokens.findIndex((t) => t.type === 'paragraph_open' && t.level === 0);
  return top >= 0 ? top : tokens.findIndex((t) => t.type === 'paragraph_open');
}

function firstParagraph(tokens: Token[]): string {
  const at = firstParagraphAt(tokens);
  return at < 0 ? '' : plainText(tokens[at + 1].children ?? []).trim();
}
