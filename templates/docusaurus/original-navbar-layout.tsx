/**
 * `@theme-original/Navbar/Layout` (and `@theme-init/Navbar/Layout`), for a site's swizzled Navbar/Layout that wraps
 * the original (tauri's adds a notice under the navbar of its translations): the wrapper is drawn once per locale
 * (src/render/swizzled-parts.ts), and sitegen's navbar goes where this marker stands. theme-classic's takes the
 * navbar's content as children, which sitegen has drawn already.
 */
import { PART_CONTENT } from '../placeholders.js';

/** Where the navbar goes. */
export default function OriginalNavbarLayout() {
  return <>{PART_CONTENT}</>;
}
