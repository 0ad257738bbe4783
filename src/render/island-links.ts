/**
 * Islands are rendered with the id of their module (`data-island="content/pages/_components/x.tsx#Export"`, see
 * src/bundle/island-reference.ts), wherever they were rendered; the page gets the URL of the module's browser
 * chunk beside it (`data-src`), from the client bundle's `island:<id>` chunks. The ids stay, for error messages.
 */

const ISLAND = /<sitegen-island data-island="([^"#]*)#/g;
/** The site's Root an island hydrates inside (templates/docusaurus/site-root.ts), by its module id. */
const ROOT = / data-root="([^"]*)"/g;

/**
 * `html` with `data-src` on every island whose module the client bundle built, and `data-css` on one whose
 * stylesheet loads with it (`island-css:<id>`, sitegen's own islands: see `ClientModule.css`); and `data-root-src`,
 * the URL of the Root's chunk, beside the `data-root` of an island that hydrates inside the site's Root.
 */
export function linkIslands(html: string, chunks: Record<string, string>): string {
  if (!html.includes('<sitegen-island ')) return html;
  const rooted = html.includes(' data-root="')
    ? html.replace(ROOT, (match, id: string) => {
        const url = chunks[`island:${id}`];
        return url ? `${match} data-root-src="${url}"` : match;
      })
    : html;
  return rooted.replace(ISLAND, (match, id: string) => {
    const url = chunks[`island:${id}`];
    if (!url) return match;
    const css = chunks[`island-css:${id}`];
    const attributes = `data-src="${url}"${css ? ` data-css="${css}"` : ''}`;
    return `<sitegen-island ${attributes}${match.slice('<sitegen-island'.length)}`;
  });
}
