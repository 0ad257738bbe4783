/**
 * `@theme/Navbar` and `@theme/Footer`: sitegen draws the site's navbar and footer around the page, once, so a page
 * that renders them itself (flow.org's playground renders `<Navbar />` without a `<Layout>`) only asks for them.
 */
import { currentHead } from './runtime.js';

/** The site's navbar, drawn by the layout above the page. */
export default function Navbar(): null {
  const head = currentHead();
  if (head) head.drew = { ...head.drew, navbar: true };
  return null;
}

/** The site's footer, drawn by the layout below the page. */
export function Footer(): null {
  const head = currentHead();
  if (head) head.drew = { ...head.drew, footer: true };
  return null;
}
