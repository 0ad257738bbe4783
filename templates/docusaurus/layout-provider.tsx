/**
 * `@theme/Layout/Provider`: theme-classic's providers around a layout (colour mode, announcement bar, navbar...). A
 * sitegen page has what they provide already (the page data, page-api.ts), so a layout of the site's own that wraps
 * its page in them (flipper's EmbeddedLayout) draws its children as they are.
 */
import type { ReactNode } from 'react';

export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
