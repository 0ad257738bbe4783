/**
 * `@theme/Navbar/Search`, which a swizzled `Navbar/Search` wraps (`@theme-original/Navbar/Search`, Detox's gives it a
 * class): theme-classic's box around the navbar's search, here around sitegen's search button
 * (src/render/swizzled-parts.ts).
 */
import type { ReactNode } from 'react';
import { THEME_CLASSIC } from '../theme-classic-classes.js';

/**
 * The box, with the class a site gives it, then theme-classic's (named by its CSS module, as there) and the one
 * sitegen's Infima layer styles as theme-classic's module does: out of the bar's row on phones (infima.css).
 */
export default function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  const classes = [className, THEME_CLASSIC.searchBox, 'navbar__search-box'];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}
