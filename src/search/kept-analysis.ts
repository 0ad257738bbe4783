/**
 * An entry's analysis as the search analysis thread keeps it from the page's arrival until the index is built
 * (analysis-worker.ts), which on a large site is the whole parse and render: only what the index files use.
 */
import { detached } from '../content/detach-strings.js';
import type { EntryAnalysis } from './stored-analysis.js';

/**
 * `analysis` without its sections' text (their words are counted in the postings already; the index files take
 * only anchors, titles, parents and snippets) and with its sections' strings copied: an anchor or a title is
 * cut from the page's HTML and a snippet from the section's text, and V8 keeps a cut string's parent alive
 * (see detach-strings.ts). Kept as they come, 12,500 pages held ~200 MB of HTML and text in the thread.
 */
export function keptAnalysis({ sections, postings }: EntryAnalysis): EntryAnalysis {
  return {
    sections: sections.map(({ anchor, title, level, parent, snippet }) => ({
      anchor: detached(anchor),
      title: detached(title),
      level,
      parent,
      text: '',
      snippet: detached(snippet),
    })),
    postings,
  };
}
