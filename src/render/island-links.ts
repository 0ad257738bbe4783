/**
 * Islands are rendered with the id of their module (`data-island="content/pages/_components/x.tsx#Export"`, see
 * src/bundle/island-reference.ts), wherever they were rendered; the page gets the URL of the module's browser
 * chunk beside it (`data-src`), from the client bundle's `island:<id>` chunks. The ids stay, for error messages.
 */

const ISLAND = /<sitegen-island data-island="([^"#]*)#/g;

/** `html` with `data-src` on every island whose module the client bundle built. */
export function linkIslands(html: string, chunks: Record<string, string>): string {
  if (!html.includes('<sitegen-island ')) return html;
  return html.replace(ISLAND, (match, id: string) => {
    const url = chunks[`island:${id}`];
    return url ? `<sitegen-island data-src="${url}"${match.slice('<sitegen-island'.length)}` : match;
  });
}
