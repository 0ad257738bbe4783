/**
 * Stylesheets the page gains after it loaded: an island's own CSS, the search modal's feature sheet
 * (templates/feature-sheets.ts), and those the next page links when a page swap brings it in.
 */

/**
 * Link `href` as a stylesheet once, before `before` (else at the end of `<head>`); resolves when its rules apply.
 * One already linked resolves at once.
 */
export function loadStylesheet(href: string, before: Element | null = null): Promise<void> {
  if (document.querySelector(`link[rel=stylesheet][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return insertStylesheet(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }), before);
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
