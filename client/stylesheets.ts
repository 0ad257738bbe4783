/**
 * Stylesheets the page gains after it loaded: an island's own CSS, the search modal's sheet
 * (templates/feature-sheets.ts), and those the next page links when a page swap brings it in.
 */

/** The page's stylesheet link to `href`, if it has one. */
export function linkedStylesheet(href: string): Element | null {
  return document.head.querySelector(`link[rel=stylesheet][href="${CSS.escape(href)}"]`);
}

/** Link `href` as a stylesheet once, at the end of `<head>`; resolves when its rules apply (at once if linked). */
export function loadStylesheet(href: string): Promise<void> {
  if (linkedStylesheet(href)) return Promise.resolve();
  return insertStylesheet(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }), null);
}

/** Put `link` into `<head>` before `before`; resolves when it has loaded. */
export function insertStylesheet(link: HTMLLinkElement, before: Element | null): Promise<void> {
  const loaded = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`the stylesheet ${link.getAttribute('href')} did not load`));
  });
  document.head.insertBefore(link, before);
  return loaded;
}
