/**
 * Summaries for API structure link previews: the first paragraph of the page at a site path, in the linking page's
 * locale (else the default locale's). A page is parsed for its summary on first use and cached, so a preview does
 * not depend on which page renders first (and `dev`, which renders pages on demand, gets the same result).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Token } from 'markdown-it';
import type { BodyCache } from '../cache/body-cache.js';
import type { Markdown } from '../markdown/create-markdown.js';
import { createEnv } from '../markdown/env.js';
import { preprocessMdx } from '../markdown/preprocess.js';
import { STRUCTURE_PAGE } from '../markdown/structure-previews.js';
import { plainText } from '../markdown/headings.js';
import { firstParagraphAt } from './render-body.js';
import type { ContentFile } from '../types.js';

/** The part of a parsed head a summary needs. */
export interface SummarySource {
  file: ContentFile;
  permalink: string;
  body: string;
  bodyLine: number;
}

/**
 * Per locale, the summary lookup a render passes to `env.summaryOf`; `adopt` takes a summary another thread
 * computed (see content/shared-parse.ts), as if it had been computed here, through the build cache.
 */
export type Summaries = ((locale: string) => (path: string) => string | null) & {
  adopt(key: string, summary: string): void;
};

/** Returns, per locale, the summary lookup a render passes to `env.summaryOf`. */
export function createSummaries({
  md,
  heads,
  defaultLocale,
  cache: persistent,
  onComputed,
}: {
  md: Markdown;
  heads: SummarySource[];
  defaultLocale: string;
  /** The build cache of summaries (by the page's body), and the site folder its keys are relative to. */
  cache?: { store: BodyCache<string>; root: string };
  /** Called with each summary computed here (its key for `adopt`): a parse helper thread reports them. */
  onComputed?: (key: string, summary: string) => void;
}): Summaries {
  const byKey = new Map(heads.map((h) => [keyOf(h), h]));
  const cache = new Map<SummarySource, string>();
  const compute = (head: SummarySource, text = () => summaryText(md, head)): string => {
    if (!persistent) return text();
    // A summary depends on the page's body alone (and on sitegen and the config: the cache's scope).
    const key = path.relative(persistent.root, head.file.absPath).split(path.sep).join('/');
    const input = createHash('sha256').update(head.body).digest('hex');
    return persistent.store.through({ key, input, deps: {} }, () => ({ value: text(), cacheable: true }));
  };
  const summaryOf = (head: SummarySource): string => {
    let summary = cache.get(head);
    if (summary === undefined) {
      summary = compute(head);
      cache.set(head, summary);
      onComputed?.(keyOf(head), summary);
    }
    return summary;
  };
  const lookup =
    (locale: string) =>
    (path: string): string | null => {
      // Asked about every internal link (structure-previews.ts): only structure pages answer.
      if (!STRUCTURE_PAGE.test(path)) return null;
      const head = byKey.get(`${locale}\u0000${path}`) ?? byKey.get(`${defaultLocale}\u0000${path}`);
      return head ? summaryOf(head) || null : null;
    };
  const adopt = (key: string, summary: string) => {
    const head = byKey.get(key);
    if (head && !cache.has(head))
      cache.set(
        head,
        compute(head, () => summary),
      );
  };
  return Object.assign(lookup, { adopt });
}

/** A summary source's key: its locale and URL. */
function keyOf(head: SummarySource): string {
  return `${head.file.locale}\u0000${head.permalink}`;
}

/**
 * The first paragraph as plain text. Only the block structure of the page is parsed, then the inline Markdown of
 * that one paragraph: a full parse of every structure page would cost a tenth of the Markdown stage. Resolvers
 * resolve nothing: links and images do not matter here.
 */
function summaryText(md: Markdown, head: SummarySource): string {
  const env = createEnv({
    file: head.file.absPath,
    relPath: head.file.relPath,
    source: head.file.source,
    lineOffset: head.bodyLine - 1,
    resolveLink: () => null,
    resolveAsset: () => null,
    readFiddle: () => ({ files: null, existing: [] }),
  });
  const blocks: Token[] = [];
  md.block.parse(preprocessMdx(head.body).replace(/\r\n?/g, '\n'), md, env, blocks);
  const at = firstParagraphAt(blocks);
  if (at < 0) return '';
  const [inline] = md.parseInline(blocks[at + 1].content, env);
  return plainText(inline?.children ?? []).trim();
}
