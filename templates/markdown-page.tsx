/** A Markdown page outside the docs (`content/pages/*.md`, the home readme at /home/README). */
import { docLayoutClass } from './doc-layout-class.js';
import { MarkdownIslandsData } from './markdown-islands-data.js';
import { RawHtml } from './raw-html.js';
import type { PageProps } from './site-data.js';
import { Toc } from './toc.js';

/** Body of a Markdown page route. */
export function MarkdownPage({ site, route, entry }: PageProps) {
  if (!entry) throw new Error('MarkdownPage needs an entry');
  const hideToc = entry.frontMatter.hide_table_of_contents === true;
  return (
    <div className={docLayoutClass(site, false)}>
      <main id="main" className="doc-main" tabIndex={-1}>
        <article className="doc">
          {/* theme-classic's MDXPage draws no title: a Docusaurus page shows its own H1, if it has one. */}
          {!site.docusaurus && !entry.hasOwnH1 && entry.frontMatter.hide_title !== true && (
            <h1 className="doc__title">{entry.title}</h1>
          )}
          <RawHtml className="markdown" html={entry.html} />
        </article>
      </main>
      {!hideToc && (
        <div className="toc-aside">
          <Toc
            site={site}
            items={entry.toc}
            min={entry.frontMatter.toc_min_heading_level ?? site.docs.toc.min}
            max={entry.frontMatter.toc_max_heading_level ?? site.docs.toc.max}
          />
        </div>
      )}
      <MarkdownIslandsData site={site} route={route} entry={entry} html={[entry.html]} />
    </div>
  );
}
