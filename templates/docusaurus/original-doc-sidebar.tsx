/**
 * `@theme-original/DocSidebar` (and `@theme-init/DocSidebar`), for a site's swizzled DocSidebar that wraps the
 * original (ionic-docs' draws the logo above it): the wrapper is drawn once per locale (src/render/swizzled-parts.ts),
 * and each doc's sidebar goes where this marker stands. The props theme-classic's takes (`path`, `sidebar`) are the
 * page's, which sitegen has drawn already.
 */
import { PART_CONTENT } from '../placeholders.js';

/** Where the page's sidebar goes. */
export default function OriginalDocSidebar() {
  return <>{PART_CONTENT}</>;
}
