/**
 * `@theme/Navbar` and `@theme/Footer`: sitegen's layout already draws the site's navbar and footer around every
 * page, once, so a page that renders them itself (flow.org's playground renders `<Navbar />`) gets nothing more.
 */

/** The site's navbar, already drawn by the layout. */
export default function Navbar(): null {
  return null;
}

/** The site's footer, already drawn by the layout. */
export function Footer(): null {
  return null;
}
