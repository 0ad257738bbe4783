/**
 * `@theme-original/DocPage` (and `@theme-init/DocPage`), and the `@theme/DocPage` the docs' `docLayoutComponent`
 * imports: a site's component that wraps theme-classic's doc page (Detox's and react-native-navigation's draw a
 * banner above it) is drawn around each doc page's layout (src/render/swizzled-parts.ts), and the page goes where
 * this marker stands. The props theme-classic's takes (the route, its docs) are the page's, which sitegen draws.
 */
import { PART_CONTENT } from '../placeholders.js';

/** Where the page goes. */
export default function OriginalDocPage() {
  return <>{PART_CONTENT}</>;
}
