/**
 * `@theme-original/Layout` (and `@theme-init/Layout`), for a site's swizzled Layout that wraps theme-classic's (a
 * provider, a chat widget beside it): its children alone. sitegen draws the site's Layout around every page as it
 * draws a Root (src/site-root-file.ts), around the layout it draws itself; the page's own `@theme/Layout` is
 * sitegen's layout, so the wrapper's original draws nothing more, and the page is laid out once.
 */
import type { ReactNode } from 'react';

/** The children, as they are: the page's layout is drawn around them elsewhere. */
export default function OriginalLayout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
