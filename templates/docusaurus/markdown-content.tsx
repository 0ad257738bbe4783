/**
 * A Markdown or MDX file imported by page code (`import Table from './_table.md'`) is rendered to HTML at bundle
 * time (src/pages/docusaurus/page-imports.ts); this component shows it, with the per-locale placeholders of the
 * Markdown stage (link base, UI strings) filled in for the page's locale.
 */
import { usePageData } from '../page-api.js';
import { t } from '../i18n.js';

/** A component rendering `html`. */
export function markdownComponent(html: string) {
  return function MarkdownContent() {
    const { site } = usePageData();
    const filled = html.replace(/\u0000(base|t:[\w.]+)\u0000/g, (_m, key: string) =>
      key === 'base' ? site.localeBase : t(site, key.slice(2)),
    );
    return <div className="markdown" dangerouslySetInnerHTML={{ __html: filled }} />;
  };
}
