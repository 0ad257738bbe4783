/**
 * `@theme/Navbar/Search`, which a swizzled `Navbar/Search` wraps (`@theme-original/Navbar/Search`, Detox's gives it a
 * class): theme-classic's box around the navbar's search, here around sitegen's search button
 * (src/render/swizzled-parts.ts).
 */
import type { ReactNode } from 'react';

/** The box, with the class a site gives it. */
export default function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={[className, 'navbar__search'].filter(Boolean).join(' ')}>{children}</div>;
}
