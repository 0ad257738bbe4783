/**
 * API labels: an emphasis that is exactly a platform (`_macOS_`, `*Linux*`) becomes a platform badge, and
 * `Deprecated`, `Experimental`, `Readonly` become status badges.
 */
import type { MarkdownIt } from 'markdown-it';

/** Options of the badges plugin: emphasised word -> badge class. */
export interface BadgeOptions {
  labels: Record<string, string>;
}

/** The words CONTENT-FORMAT.md names. */
export const defaults: BadgeOptions = {
  labels: {
    macOS: 'platform',
    Windows: 'platform',
    Linux: 'platform',
    mas: 'platform',
    Deprecated: 'status',
    Experimental: 'status',
    Readonly: 'status',
  },
};

/** Adds the `api_badges` core rule. */
export function badges(md: MarkdownIt, options: BadgeOptions = defaults): void {
  md.core.ruler.push('api_badges', (state) => {
    for (const block of state.tokens) {
      const c = block.children;
      if (block.type !== 'inline' || !c) continue;
      for (let i = 0; i + 2 < c.length; i++) {
        if (c[i].type !== 'em_open' || c[i + 1].type !== 'text' || c[i + 2].type !== 'em_close') continue;
        const word = c[i + 1].content;
        const kind = options.labels[word];
        if (!kind) continue;
        const html = `<span class="badge badge--${kind} badge--${word.toLowerCase()}">${word}</span>`;
        const token = new state.Token('html_inline', '', 0);
        token.content = html;
        token.meta = { sitegen: true }; // not written HTML, which a site's MDXComponents may render (raw-elements.ts)
        c.splice(i, 3, token);
      }
    }
    // The table of contents was rendered from the headings before this rule ran: give it the same badges.
    const env = state.env as { toc?: { html: string }[] };
    for (const item of env.toc ?? []) {
      item.html = item.html.replace(/<em>([A-Za-z]+)<\/em>/g, (m, word: string) => {
        const kind = options.labels[word];
        return kind ? `<span class="badge badge--${kind} badge--${word.toLowerCase()}">${word}</span>` : m;
      });
    }
  });
}
