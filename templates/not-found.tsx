/** The not-found page, with the spec's exact words. */
import { t } from './i18n.js';
import type { PageProps } from './site-data.js';

/** Body of `404.html`. */
export function NotFound({ site }: PageProps) {
  return (
    <main id="main" className="container not-found" tabIndex={-1}>
      <h1>{t(site, 'notFound.title')}</h1>
      <p>{t(site, 'notFound.p1')}</p>
      <p>{t(site, 'notFound.p2')}</p>
    </main>
  );
}
