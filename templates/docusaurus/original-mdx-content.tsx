/**
 * `@theme-original/MDXContent`, for a site's swizzled MDXContent that wraps the original (pnpm's puts an ad slot
 * above it): the page's Markdown, which sitegen has already rendered, given as the children.
 */
import type { ReactNode } from 'react';

/** The children as they are: theme-classic's MDXContent only provides the MDX components around them. */
export default function OriginalMDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
